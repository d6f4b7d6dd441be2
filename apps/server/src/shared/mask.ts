/** Everything but the last `visible` characters replaced by `*` (a short value entirely). */
export const maskTail = (value: string, visible = 4): string => {
  if (value.length <= visible) return '*'.repeat(value.length);
  return '*'.repeat(value.length - visible) + value.slice(-visible);
};
