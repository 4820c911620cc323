/**
 * ANSEL (ANSI Z39.47-1985) as GEDCOM 5.x uses it, with the MARC-8 and GEDCOM additions.
 * No maintained npm package decodes ANSEL, so the table lives here.
 *
 * ANSEL writes a combining diacritic *before* its base letter; Unicode writes it after.
 * The decoder holds pending marks until the next base character (also across chunk
 * boundaries) and emits base + marks; callers compose the result to NFC per line.
 */
const SPACING: Record<number, number> = {
  0x88: -1, // non-sort begin (MARC-8): dropped
  0x89: -1, // non-sort end
  0x8d: 0x200d, // zero-width joiner
  0x8e: 0x200c, // zero-width non-joiner
  0xa1: 0x0141, // Ł
  0xa2: 0x00d8, // Ø
  0xa3: 0x0110, // Đ
  0xa4: 0x00de, // Þ
  0xa5: 0x00c6, // Æ
  0xa6: 0x0152, // Œ
  0xa7: 0x02b9, // soft sign
  0xa8: 0x00b7, // middle dot
  0xa9: 0x266d, // music flat
  0xaa: 0x00ae, // ®
  0xab: 0x00b1, // ±
  0xac: 0x01a0, // Ơ
  0xad: 0x01af, // Ư
  0xae: 0x02bc, // alif
  0xb0: 0x02bb, // ayn
  0xb1: 0x0142, // ł
  0xb2: 0x00f8, // ø
  0xb3: 0x0111, // đ
  0xb4: 0x00fe, // þ
  0xb5: 0x00e6, // æ
  0xb6: 0x0153, // œ
  0xb7: 0x02ba, // hard sign
  0xb8: 0x0131, // dotless i
  0xb9: 0x00a3, // £
  0xba: 0x00f0, // ð
  0xbc: 0x01a1, // ơ
  0xbd: 0x01b0, // ư
  0xbe: 0x25a1, // empty box (GEDCOM)
  0xbf: 0x25a0, // black box (GEDCOM)
  0xc0: 0x00b0, // °
  0xc1: 0x2113, // script l
  0xc2: 0x2117, // sound recording copyright
  0xc3: 0x00a9, // ©
  0xc4: 0x266f, // music sharp
  0xc5: 0x00bf, // ¿
  0xc6: 0x00a1, // ¡
  0xc7: 0x00df, // ß (MARC-8)
  0xc8: 0x20ac, // € (MARC-8)
  0xcd: 0x0065, // midline e (GEDCOM)
  0xce: 0x006f, // midline o (GEDCOM)
  0xcf: 0x00df, // ß (GEDCOM 5.5)
};

const COMBINING: Record<number, number> = {
  0xe0: 0x0309, // hook above
  0xe1: 0x0300, // grave
  0xe2: 0x0301, // acute
  0xe3: 0x0302, // circumflex
  0xe4: 0x0303, // tilde
  0xe5: 0x0304, // macron
  0xe6: 0x0306, // breve
  0xe7: 0x0307, // dot above
  0xe8: 0x0308, // diaeresis (umlaut)
  0xe9: 0x030c, // caron (hacek)
  0xea: 0x030a, // ring above
  0xeb: 0xfe20, // ligature, left half
  0xec: 0xfe21, // ligature, right half
  0xed: 0x0315, // comma above right
  0xee: 0x030b, // double acute
  0xef: 0x0310, // candrabindu
  0xf0: 0x0327, // cedilla
  0xf1: 0x0328, // ogonek (right hook)
  0xf2: 0x0323, // dot below
  0xf3: 0x0324, // diaeresis below
  0xf4: 0x0325, // ring below
  0xf5: 0x0333, // double underscore
  0xf6: 0x0332, // underscore
  0xf7: 0x0326, // comma below (left hook)
  0xf8: 0x031c, // right cedilla (left half ring below)
  0xf9: 0x032e, // breve below (upadhmaniya)
  0xfa: 0xfe22, // double tilde, left half
  0xfb: 0xfe23, // double tilde, right half
  0xfe: 0x0313, // high comma, centred
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
