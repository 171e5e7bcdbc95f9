import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { checkSearchTerm, SEARCH_TERM_MESSAGE_KEYS } from '@showfloor/domain';
import { SearchIcon } from '../../../components/cards/search-icon.tsx';
import './search.css';

interface Props {
  initial: string;
  placeholder: string;
  hotWords: readonly string[];
  onSearch: (term: string) => void;
  /** The search page's address: without JavaScript the form is sent there as ?keyword= (the server answers). */
  action: string;
}

/**
 * The search box. A term under 2 characters shows its message under the box and sends
 * nothing: the same check the gateway runs (@showfloor/domain checkSearchTerm).
 */
export function SearchBox({ initial, placeholder, hotWords, onSearch, action }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (raw: string) => {
    const check = checkSearchTerm(raw);
    if (!check.ok) {
      setProblem(t(SEARCH_TERM_MESSAGE_KEYS[check.problem]));
      return;
    }
    setProblem(null);
    onSearch(check.term);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(value);
  };

  return (
    <div className="sf-card sf-search">
      <form role="search" className="sf-search__form" method="get" action={action} onSubmit={onSubmit}>
        <span className="sf-search__field">
          <SearchIcon width={18} height={18} />
          <input
            type="search"
            name="keyword"
            enterKeyHint="search"
            value={value}
            placeholder={placeholder}
            aria-label={t('search')}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'sf-search-problem' : undefined}
            onChange={(e) => setValue(e.target.value)}
            data-testid="search-input"
            maxLength={100}
          />
        </span>
        <button
          type="submit"
          className="sf-button sf-button--primary sf-search__go"
          data-testid="search-submit"
        >
          {t('search')}
        </button>
      </form>
      {problem ? (
        <p
          id="sf-search-problem"
          className="sf-search__problem"
          role="alert"
          data-testid="search-term-message"
        >
          {problem}
        </p>
      ) : null}
      {hotWords.length > 0 ? (
        <div className="sf-search__hot" data-testid="search-hot-words">
          {hotWords.map((w) => (
            <button
              key={w}
              type="button"
              className="sf-tag"
              onClick={() => {
                setValue(w);
                submit(w);
              }}
            >
              {w}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
