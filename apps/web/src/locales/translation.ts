/** The same keys as the English tree, each a string: what every other language must provide. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
