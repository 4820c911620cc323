/**
 * ANSEL (ANSI Z39.47-1985) as GEDCOM 5.x uses it, with the MARC-8 and GEDCOM additions.
 * No maintained npm package decodes ANSEL, so the table lives here.
 *
 * ANSEL writes a combining diacritic *before* its base letter; Unicode writes it after.
 * The decoder holds pending marks until the next base character (also across chunk
 * boundaries) and emits base + marks; callers compose the result to NFC per line.
 */
const SPACING: Record<number, number> = {
  136: -1, // non-sort begin (MARC-8): dropped
  137: -1, // non-sort end
  141: 0x200d, // zero-width joiner
  142: 0x200c, // zero-width non-joiner
  161: 0x0141, // Ł
  162: 0x00d8, // Ø
  163: 0x0110, // Đ
  164: 0x00de, // Þ
  165: 0x00c6, // Æ
  166: 0x0152, // Œ
  167: 0x02b9, // soft sign
  168: 0x00b7, // middle dot
  169: 0x266d, // music flat
  170: 0x00ae, // ®
  171: 0x00b1, // ±
  172: 0x01a0, // Ơ
  173: 0x01af, // Ư
  174: 0x02bc, // alif
  176: 0x02bb, // ayn
  177: 0x0142, // ł
  178: 0x00f8, // ø
  179: 0x0111, // đ
  180: 0x00fe, // þ
  181: 0x00e6, // æ
  182: 0x0153, // œ
  183: 0x02ba, // hard sign
  184: 0x0131, // dotless i
  185: 0x00a3, // £
  186: 0x00f0, // ð
  188: 0x01a1, // ơ
  189: 0x01b0, // ư
  190: 0x25a1, // empty box (GEDCOM)
  191: 0x25a0, // black box (GEDCOM)
  192: 0x00b0, // °
  193: 0x2113, // script l
  194: 0x2117, // sound recording copyright
  195: 0x00a9, // ©
  196: 0x266f, // music sharp
  197: 0x00bf, // ¿
  198: 0x00a1, // ¡
  199: 0x00df, // ß (MARC-8)
  200: 0x20ac, // € (MARC-8)
  205: 0x0065, // midline e (GEDCOM)
  206: 0x006f, // midline o (GEDCOM)
  207: 0x00df, // ß (GEDCOM 5.5)
};

const COMBINING: Record<number, number> = {
  224: 0x0309, // hook above
  225: 0x0300, // grave
  226: 0x0301, // acute
  227: 0x0302, // circumflex
  228: 0x0303, // tilde
  229: 0x0304, // macron
  230: 0x0306, // breve
  231: 0x0307, // dot above
  232: 0x0308, // diaeresis (umlaut)
  233: 0x030c, // caron (hacek)
  234: 0x030a, // ring above
  235: 0xfe20, // ligature, left half
  236: 0xfe21, // ligature, right half
  237: 0x0315, // comma above right
  238: 0x030b, // double acute
  239: 0x0310, // candrabindu
  240: 0x0327, // cedilla
  241: 0x0328, // ogonek (right hook)
  242: 0x0323, // dot below
  243: 0x0324, // diaeresis below
  244: 0x0325, // ring below
  245: 0x0333, // double underscore
  246: 0x0332, // underscore
  247: 0x0326, // comma below (left hook)
  248: 0x031c, // right cedilla (left half ring below)
  249: 0x032e, // breve below (upadhmaniya)
  250: 0xfe22, // double tilde, left half
  251: 0xfe23, // double tilde, right half
  254: 0x0313, // high comma, centred
};

const REPLACEMENT = 0xfffd;

/** Same call shape as `TextDecoder.decode` so the tokenizer treats every charset alike. */
export class AnselDecoder {
  private pending: number[] = [];

  decode(bytes?: Uint8Array, options?: { stream?: boolean }): string {
    const out: number[] = [];
    let text = '';
    if (bytes) {
      for (let i = 0; i < bytes.length; i++) {
        const byte = bytes[i]!;
        if (byte < 0x80 && this.pending.length === 0) {
          // Fast path: copy the ASCII run as it is.
          let end = i + 1;
          while (end < bytes.length && bytes[end]! < 0x80) end++;
          if (out.length > 0) {
            text += String.fromCharCode(...out);
            out.length = 0;
          }
          text += Buffer.from(bytes.buffer, bytes.byteOffset + i, end - i).toString('latin1');
          i = end - 1;
          continue;
        }
        const mark = byte >= 0xe0 ? COMBINING[byte] : undefined;
        if (mark !== undefined) {
          this.pending.push(mark);
          continue;
        }
        let code: number;
        if (byte < 0x80) code = byte;
        else code = SPACING[byte] ?? REPLACEMENT;
        if (code === -1) continue;
        if (this.pending.length > 0 && (code === 0x0a || code === 0x0d)) {
          // A mark with no base letter before a line end stands on its own.
          out.push(...this.pending);
          this.pending = [];
        }
        out.push(code);
        if (this.pending.length > 0) {
          out.push(...this.pending);
          this.pending = [];
        }
        if (out.length >= 8192) {
          text += String.fromCharCode(...out);
          out.length = 0;
        }
      }
    }
    if (!options?.stream && this.pending.length > 0) {
      out.push(...this.pending);
      this.pending = [];
    }
    return text + String.fromCharCode(...out);
  }
}
