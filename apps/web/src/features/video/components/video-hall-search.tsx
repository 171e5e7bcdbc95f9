import { useState, type FormEvent } from 'react';
import { checkSearchTerm, SEARCH_TERM_MESSAGE_KEYS } from '@showfloor/domain';
import { useTranslation } from '../../../lib/use-translation.ts';
import { SearchIcon } from '../../../components/cards/search-icon.tsx';
import './video-hall.css';

interface Props {
  initial: string;
  /** The hall's address: without JavaScript the form is sent there as ?keyword= (the server draws it). */
  action: string;
  /** A term (2 characters at least, the spec's rule), or '' to show every video again. */
  onSearch: (term: string) => void;
}

/** The hall's keyword box. An empty box clears the search; one character says the minimum and sends nothing. */
export function VideoHallSearch({ initial, action, onSearch }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!value.trim()) {
      setProblem(null);
      onSearch('');
      return;
    }
    const check = checkSearchTerm(value);
    if (!check.ok) {
      setProblem(t(SEARCH_TERM_MESSAGE_KEYS[check.problem]));
      return;
    }
    setProblem(null);
    onSearch(check.term);
  };
  return (
    <div className="sf-vhall-search">
      <form role="search" className="sf-vhall-search__form" method="get" action={action} onSubmit={submit}>
        <span className="sf-vhall-search__field">
          <SearchIcon width={18} height={18} />
          <input
            type="search"
            name="keyword"
            enterKeyHint="search"
            value={value}
            placeholder={t('video_hall_search')}
            aria-label={t('video_hall_search')}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'sf-vhall-problem' : undefined}
            onChange={(e) => setValue(e.target.value)}
            maxLength={100}
            data-testid="video-hall-input"
          />
        </span>
        <button type="submit" className="sf-button sf-button--primary" data-testid="video-hall-submit">
          {t('search')}
        </button>
      </form>
      {problem ? (
        <p
          id="sf-vhall-problem"
          className="sf-vhall-search__problem"
          role="alert"
          data-testid="video-hall-problem"
        >
          {problem}
        </p>
      ) : null}
    </div>
  );
}
