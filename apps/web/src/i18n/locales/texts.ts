/** A catalogue's shape with every text a string: another language has the same keys. */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
