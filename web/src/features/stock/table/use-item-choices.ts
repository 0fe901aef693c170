import { useEffect, useState } from 'react';
import { ITEM_COLUMNS, type ErpItemField } from '@workhub/domain';
import { erpService } from '../../../services/erp-service';
import { useStoreErrors } from '../../../stores/store-errors';
import { STOCK_ITEMS_STORE } from './item-edits-store';
import { fallbackChoices, listIdOf, type CellChoices } from './item-cells';

let loading: Promise<CellChoices> | null = null;

/** Reads the dropdowns' options once per page load: fields_options (blank offered by the cell) and search names. */
async function loadChoices(): Promise<CellChoices> {
  const choices = fallbackChoices();
  const failures: string[] = [];
  const tasks = ITEM_COLUMNS.map(async (column) => {
    try {
      if (column.kind === 'dropdown' && column.optionsFrom) {
        const options = (await erpService.fieldsOptions(column.optionsFrom.docType, [column.optionsFrom.field]))[column.optionsFrom.field];
        if (options && options.length > 0) choices.fixed[column.field] = options;
      } else if (column.kind === 'fetchedDropdown') {
        choices.fetched[column.field as ErpItemField] = {
          names: await erpService.search(column.docType),
          listId: listIdOf(column.docType),
        };
      }
    } catch (error) {
      failures.push(`${column.field}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  await Promise.all(tasks);
  if (failures.length > 0) {
    useStoreErrors.getState().report(STOCK_ITEMS_STORE, new Error(`The ERP's choices could not be read (${failures.join('; ')})`));
    loading = null; // try again next time
  }
  return choices;
}

/** The dropdowns' choices: the domain lists at once, the ERP's options and names when they arrive. */
export function useItemChoices(): CellChoices {
  const [choices, setChoices] = useState<CellChoices>(fallbackChoices);
  useEffect(() => {
    let live = true;
    loading ??= loadChoices();
    void loading.then((c) => live && setChoices(c));
    return () => {
      live = false;
    };
  }, []);
  return choices;
}
