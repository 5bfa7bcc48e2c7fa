/** "K7MP2QXR" as "K7MP-2QXR": two groups of four are easier to read out and copy by eye. */
export const groupedCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

/**
 * The join page with the code filled in, whole: a phone's camera opens it from the QR code
 * without knowing which site it came from.
 */
export const joinAddress = (code: string) =>
  `${window.location.origin}/my-group/join?code=${encodeURIComponent(code)}`;
