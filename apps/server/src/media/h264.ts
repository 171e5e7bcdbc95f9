/**
 * The smallest honest H.264 encoder: every macroblock is I_PCM (raw samples), so there is no transform, no
 * prediction and no entropy coding beyond a few Exp-Golomb header fields. Baseline profile, CAVLC, 4:2:0.
 * Good enough for a short demo clip the browser really decodes; not for anything large.
 */
class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private count = 0;

  bit(b: number): void {
    this.current = (this.current << 1) | (b & 1);
    if (++this.count === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.count = 0;
    }
  }
  bits(value: number, n: number): void {
    for (let i = n - 1; i >= 0; i--) this.bit((value >>> i) & 1);
  }
  /** Unsigned Exp-Golomb. */
  ue(value: number): void {
    const v = value + 1;
    const len = 32 - Math.clz32(v);
    this.bits(0, len - 1);
    this.bits(v, len);
  }
  /** Signed Exp-Golomb. */
  se(value: number): void {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }
  get aligned(): boolean {
    return this.count === 0;
  }
  alignZero(): void {
    while (this.count !== 0) this.bit(0);
  }
  byte(value: number): void {
    this.bits(value, 8);
  }
  /** rbsp_trailing_bits: a stop bit, then zeros to the byte boundary. */
  trailing(): Uint8Array {
    this.bit(1);
    this.alignZero();
    return Uint8Array.from(this.bytes);
  }
}

/** NAL unit: header byte, then the payload with emulation prevention (00 00 0x -> 00 00 03 0x). */
function nal(header: number, rbsp: Uint8Array): Uint8Array {
  const out: number[] = [header];
  let zeros = 0;
  for (const b of rbsp) {
    if (zeros >= 2 && b <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(b);
    zeros = b === 0 ? zeros + 1 : 0;
  }
  return Uint8Array.from(out);
}

export const PROFILE_BASELINE = 66;
export const CONSTRAINTS = 0xc0; // constraint_set0 and set1: constrained baseline
export const LEVEL = 10;

export function sps(widthMbs: number, heightMbs: number): Uint8Array {
  const w = new BitWriter();
  w.byte(PROFILE_BASELINE);
  w.byte(CONSTRAINTS);
  w.byte(LEVEL);
  w.ue(0); // seq_parameter_set_id
  w.ue(0); // log2_max_frame_num_minus4
  w.ue(2); // pic_order_cnt_type: output order = decoding order
  w.ue(1); // max_num_ref_frames
  w.bit(0); // gaps_in_frame_num_value_allowed_flag
  w.ue(widthMbs - 1);
  w.ue(heightMbs - 1);
  w.bit(1); // frame_mbs_only_flag
  w.bit(1); // direct_8x8_inference_flag
  w.bit(0); // frame_cropping_flag
  w.bit(0); // vui_parameters_present_flag
  return nal(0x67, w.trailing());
}

export function pps(): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.bit(0); // entropy_coding_mode_flag: CAVLC
  w.bit(0); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.bit(0); // weighted_pred_flag
  w.bits(0, 2); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.bit(1); // deblocking_filter_control_present_flag
  w.bit(0); // constrained_intra_pred_flag
  w.bit(0); // redundant_pic_cnt_present_flag
  return nal(0x68, w.trailing());
}

/** One IDR picture; `sample(x, y)` gives [Y, Cb, Cr] (limited range) of a pixel (chroma read at even x, y). */
export function idrSlice(
  widthMbs: number,
  heightMbs: number,
  idrPicId: number,
  sample: (x: number, y: number) => [number, number, number],
): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(7); // slice_type: I (all slices of the picture)
  w.ue(0); // pic_parameter_set_id
  w.bits(0, 4); // frame_num
  w.ue(idrPicId); // consecutive IDR pictures must differ
  w.bit(0); // no_output_of_prior_pics_flag
  w.bit(0); // long_term_reference_flag
  w.se(0); // slice_qp_delta
  w.ue(1); // disable_deblocking_filter_idc: off (nothing to smooth in raw samples)
  const clamp = (v: number) => Math.min(235, Math.max(16, Math.round(v)));
  for (let my = 0; my < heightMbs; my++) {
    for (let mx = 0; mx < widthMbs; mx++) {
      w.ue(25); // mb_type I_PCM
      w.alignZero(); // pcm_alignment_zero_bit
      for (let y = 0; y < 16; y++)
        for (let x = 0; x < 16; x++) w.byte(clamp(sample(mx * 16 + x, my * 16 + y)[0]));
      for (const c of [1, 2] as const) {
        for (let y = 0; y < 8; y++) {
          for (let x = 0; x < 8; x++) w.byte(clamp(sample(mx * 16 + x * 2, my * 16 + y * 2)[c]));
        }
      }
    }
  }
  return nal(0x65, w.trailing());
}

/** BT.601 limited-range YCbCr of an sRGB colour. */
export function rgbToYcc(r: number, g: number, b: number): [number, number, number] {
  return [
    16 + 0.257 * r + 0.504 * g + 0.098 * b,
    128 - 0.148 * r - 0.291 * g + 0.439 * b,
    128 + 0.439 * r - 0.368 * g - 0.071 * b,
  ];
}
