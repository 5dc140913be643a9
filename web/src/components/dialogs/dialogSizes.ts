/** The dialogs' widths; never wider than a 390 px phone minus margins. */
export const dialogPaper = (width: number) => ({
  sx: { width, maxWidth: 'calc(100% - 32px)', m: 2 },
});
