/**
 * Rental photos are served on the site's own host under a base that includes the agency's account id
 * (document 001, section 2): `/rental-units/assets/{accountId}/{photoId}/{size}`.
 */
export const RENTAL_PHOTO_BASE = '/rental-units/assets';

/** The size names the website asks the photo service for. */
export const rentalPhotoSizes = {
  /** The thumbnail variant of the spec: 600 wide, 400 high (section 9). */
  thumbnail: '600x400',
  large: 'large',
} as const;
export type RentalPhotoSize = (typeof rentalPhotoSizes)[keyof typeof rentalPhotoSizes];

export const THUMBNAIL_WIDTH = 600;
export const THUMBNAIL_HEIGHT = 400;

/** The proxy base of one agency: the part of the path before the photo id. */
export function rentalPhotoBase(accountId: number): string {
  return `${RENTAL_PHOTO_BASE}/${accountId}`;
}

export function rentalPhotoUrl(accountId: number, photoId: number, size: RentalPhotoSize): string {
  return `${rentalPhotoBase(accountId)}/${photoId}/${size}`;
}
