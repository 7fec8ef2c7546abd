/**
 * ExcelJS's module in either shape: Node hands the CommonJS module over as `default` only, a bundler may
 * give the names directly. Kept apart from the loader so the export worker can import it statically.
 */
export type ExcelJs = typeof import('exceljs');

export function excelJsOf(module: ExcelJs & { default?: ExcelJs }): ExcelJs {
  return module.default ?? module;
}
