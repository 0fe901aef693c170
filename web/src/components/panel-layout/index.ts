/** The panel layout kept in the address (domain/src/panel-layout.ts): the hook and the pane content. */
export { usePanelLayout, type PanelLayoutControls } from './use-panel-layout';
export { PaneContent, type PaneContentProps } from './pane-content';
