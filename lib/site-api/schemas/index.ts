export * from './common';
export * from './site';
export * from './content';
export * from './estates';
export * from './rental-units';
export * from './agenda';
export * from './leads';
export * from './lead-origin';
