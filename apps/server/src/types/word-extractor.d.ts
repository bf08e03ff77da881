// word-extractor ships no types; this is the part of its API we use.
declare module 'word-extractor' {
  interface TextOptions {
    filterUnicode?: boolean;
  }
  interface WordDocument {
    getBody(options?: TextOptions): string;
    getHeaders(options?: TextOptions & { includeFooters?: boolean }): string;
    getFooters(options?: TextOptions): string;
  }
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<WordDocument>;
  }
}
