/** A photo as galleries show it: the large file, its thumbnail and its place in the agency's order. */
export type Photo = { file: string; thumbnail: string; index: number };
