import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isProjectId, rememberedProject } from './chosen-project';
import { useAddressSearch } from '../../lib/address';

export interface ChosenProject {
  /** The project in the address (?project=), when it is a valid id. */
  projectId: string | null;
  /** The address held something that is not a project id. */
  invalid: string | null;
  /** The user asked to choose another project. */
  choosing: boolean;
  startChoosing: () => void;
  stopChoosing: () => void;
}

/**
 * The project of a page without one in its path: `?project=` in the address, else the last
 * project opened in this browser (the address is then completed with it), else none (a picker).
 */
export function useChosenProject(pathOf: (projectId: string) => string): ChosenProject {
  const [params] = useAddressSearch();
  const navigate = useNavigate();
  const fromAddress = params.get('project');
  const valid = isProjectId(fromAddress) ? fromAddress : null;
  const [choosingFor, setChoosingFor] = useState<string | null | undefined>(undefined);
  const remembered = fromAddress === null ? rememberedProject() : null;

  useEffect(() => {
    if (remembered) navigate(pathOf(remembered), { replace: true });
  }, [remembered, navigate, pathOf]);

  return {
    projectId: valid,
    invalid: fromAddress !== null && !valid ? fromAddress : null,
    choosing: choosingFor !== undefined && choosingFor === valid,
    startChoosing: () => setChoosingFor(valid),
    stopChoosing: () => setChoosingFor(undefined),
  };
}
