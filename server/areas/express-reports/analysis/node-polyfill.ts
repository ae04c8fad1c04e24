// pdf.js (inside unpdf 1.7) compiles the fonts it renders with ArrayBuffer#transferToFixedLength,
// which Node gains only in 21: on Node 20 (package.json allows >= 20.19) every glyph is silently
// dropped and rendered pages come out blank. A copying stand-in is enough for pdf.js's use (it
// drops the original buffer right after). Imported by every module that renders pages.
type WithTransfer = { transferToFixedLength?: (this: ArrayBuffer, length?: number) => ArrayBuffer };
const proto = ArrayBuffer.prototype as unknown as WithTransfer;
if (typeof proto.transferToFixedLength !== 'function') {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length?: number) {
      const n = length ?? this.byteLength;
      const copy = new ArrayBuffer(n);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(n, this.byteLength)));
      return copy;
    },
  });
}
export {};
