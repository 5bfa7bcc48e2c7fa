// jsdom 29 ships no types, and @types/jsdom lags it; the server needs only this much of it.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
