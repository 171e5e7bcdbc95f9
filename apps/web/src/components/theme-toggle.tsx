import { useState } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { applyTheme, storedTheme, type ThemeMode } from '../lib/theme.ts';
import { MoonIcon, SunIcon } from './icons.tsx';

/** Light/dark switch; the choice is stored persistently as microSiteTheme. */
export function ThemeToggle({ className = 'sf-icon-button' }: { className?: string }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ThemeMode>(storedTheme);
  const next: ThemeMode = mode === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={className}
      aria-label={t(next === 'dark' ? 'theme_dark' : 'theme_light')}
      onClick={() => {
        applyTheme(next, true);
        setMode(next);
      }}
    >
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
