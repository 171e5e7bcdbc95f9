/*
 * A product video's shape: 16:9 as displayed, within 1 % (854x480 is 16:9; 4:3 and 1.85:1 are not). One rule for
 * the phone, which refuses before uploading what it can read, and the gateway, which reads every file's boxes.
 */

const RATIO_TOLERANCE = 0.01;

/** Whether a picture of this displayed size is 16:9. */
export function isSixteenNine(width: number, height: number): boolean {
  return width > 0 && height > 0 && Math.abs(width * 9 - height * 16) <= height * 16 * RATIO_TOLERANCE;
}
