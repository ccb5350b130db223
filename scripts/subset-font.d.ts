// subset-font ships no types, and @types/subset-font (2.3) predates `keepFeatures`.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
      /** OpenType feature tags to keep; all of them when absent. */
      keepFeatures?: string[];
      preserveNameIds?: number[];
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      noLayoutClosure?: boolean;
    },
  ): Promise<Buffer>;
}
