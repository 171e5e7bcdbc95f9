/** A translation service behind one port: the gateway asks it for what OpenCC cannot do. */
export interface TextTranslator {
  /** `source` and `target` are the service's language codes ('auto' lets it tell); throws when it fails. */
  translate(text: string, source: string, target: string): Promise<string>;
}

/** TRANSLATE_URL and TRANSLATE_API_KEY. */
export interface TranslateSettings {
  url: string | null;
  apiKey?: string | null;
}
