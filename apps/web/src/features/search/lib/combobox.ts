/**
 * What the first-load header search box and its lazily loaded panel share — kept in its own tiny module
 * so that importing it does not pull the panel's code into the first-load bundle.
 */
export const LISTBOX_ID = 'header-search-listbox';

/** The panel's keyboard handler; true when it handled the key (the input then does nothing more). */
export type PanelKeyHandler = (key: string) => boolean;
