/** A duration as the start's lines say it: `12,3 s`. */
export const seconds = (milliseconds: number) =>
  `${(milliseconds / 1000).toLocaleString("fr-FR", { maximumFractionDigits: 1 })} s`;
