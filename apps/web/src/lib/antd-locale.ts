import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhHK from 'antd-mobile/es/locales/zh-HK';
import enUS from 'antd-mobile/es/locales/en-US';
import ptBR from 'antd-mobile/es/locales/pt-BR';
import { ANTD_LOCALE_OF } from './i18n.ts';
import { currentLanguage, getI18n } from './language.ts';

/**
 * antd-mobile's wording follows the interface language. Its components read the default config when no
 * provider is mounted, so this module (imported by the lazy chunks that use antd-mobile) sets it instead
 * of a provider in the first chunk.
 */
const LOCALES = { 'zh-CN': zhCN, 'zh-HK': zhHK, 'en-US': enUS, 'pt-BR': ptBR };

function sync(): void {
  setDefaultConfig({ locale: LOCALES[ANTD_LOCALE_OF[currentLanguage()]] });
}

// antd-mobile's config is one global: a server rendering many languages at once leaves it alone (its dialogs
// and popups open in the browser only).
if (typeof document !== 'undefined') {
  sync();
  getI18n().subscribe(sync);
}
