import { useState, type ReactNode } from 'react';
import { blockingReason, stageDisplayStatus, type PipeAssembly, type PipeStage } from '@workhub/domain';
import { opusService } from '../../services/opus-service';
import { pipeService } from '../../services/pipe-service';
import type { ApproverNames } from '../../stores/approvers-store';
import { useBusy, usePipelineStore } from './pipeline-store';
import { useNow } from '../../components/kit';

/** The button that starts a stage, with the words of what it does. */
export const STAGE_ACTIONS: Record<PipeStage, string> = {
  projectAssembly: 'Generate project assembly',
  assign: 'Assign CAD',
  parts: 'Parts',
  reassembly: 'Reassembly',
  pbom: 'Purchasing BOM',
  materialRequest: 'Material request',
  mbom: 'Manufacturing BOM',
};

interface StageActionsProps {
  projectId: string;
  assembly: PipeAssembly;
  stage: PipeStage;
  hasBase: boolean;
  /** Names of each role's approvers: a wait for an approval says who can give it. */
  approvers?: ApproverNames | null;
}

function ActionButton({
  busyKey,
  disabled,
  onClick,
  children,
  className,
}: {
  busyKey: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
  className?: string;
}) {
  const busy = useBusy(busyKey);
  return (
    <button type="button" className={className} disabled={disabled || busy} onClick={onClick} aria-busy={busy || undefined}>
      {busy ? 'Sending…' : children}
    </button>
  );
}

/**
 * What can be done on one stage of one assembly: the action that starts it, disabled with the
 * reason while it is blocked or running; CAD assignment takes the Onshape link, the material
 * request a manual link. Failures show in the error toast with the service's message.
 */
export function StageActions({ projectId, assembly, stage, hasBase, approvers }: StageActionsProps) {
  const act = usePipelineStore((s) => s.act);
  const now = useNow(assembly[stage].status === 'inProgress' ? 1000 : false);
  const running = stageDisplayStatus(assembly[stage], now) === 'inProgress';
  const reason = blockingReason(assembly, stage, { hasBase, approvers: approvers ?? undefined });
  const key = `${projectId}/${assembly.assembly}/${stage}`;
  const key2 = `${key}/2`;
  const [link, setLink] = useState(assembly.assign.onshapeLink ?? '');
  const [mrLink, setMrLink] = useState('');
  const a = assembly.assembly;
  const start = (request: () => Promise<unknown>) => void act(key, request);
  const main = (() => {
    switch (stage) {
      case 'projectAssembly':
        return () => start(() => pipeService.projectAssembly(projectId, a));
      case 'assign':
        return () => start(() => pipeService.assign(projectId, a, link.trim()));
      case 'parts':
        return () => start(() => pipeService.parts(projectId, a, assembly.assign.onshapeLink ?? ''));
      case 'reassembly':
        return () => start(() => pipeService.reassembly(projectId, a));
      case 'pbom':
        return () => start(() => pipeService.pbom(projectId, a));
      case 'materialRequest':
        return () => start(() => pipeService.materialRequest(projectId, a));
      case 'mbom':
        return () => start(() => opusService.manufacturingBoms(projectId, [a]));
    }
  })();
  const blocked = !!reason || running;
  return (
    <div className="stage-actions" data-testid="stage-actions" data-stage={stage}>
      {stage === 'assign' && (
        <div className="row">
          <input
            type="url"
            aria-label="Onshape link"
            placeholder="https://cad.onshape.com/documents/…"
            value={link}
            onChange={(e) => setLink(e.target.value)}
          />
        </div>
      )}
      <div className="row">
        <ActionButton busyKey={key} disabled={blocked || (stage === 'assign' && !link.trim())} onClick={main} className="primary">
          {STAGE_ACTIONS[stage]}
        </ActionButton>
        {stage === 'assign' && assembly.assign.status === 'done' && (
          <ActionButton busyKey={key2} className="danger" onClick={() => void act(key2, () => pipeService.unassign(projectId, a))}>
            Unassign
          </ActionButton>
        )}
        {stage === 'pbom' && (
          <ActionButton
            busyKey={key2}
            disabled={assembly.pbom.status !== 'done' || running}
            onClick={() => void act(key2, () => pipeService.createItems(projectId, a))}
          >
            Create ERP items
          </ActionButton>
        )}
      </div>
      {running ? (
        <span className="reason">Running: wait for it to finish.</span>
      ) : reason ? (
        <span className="reason" data-testid="blocked-reason">
          Blocked: {reason}
        </span>
      ) : null}
      {stage === 'pbom' && assembly.pbom.status !== 'done' && !running && !reason && (
        <span className="hint">ERP items can be created once the purchasing BOM is done.</span>
      )}
      {stage === 'materialRequest' && (
        <>
          {assembly.materialRequest.name && (
            <p className="hint" data-testid="material-request-name">
              ERP Material Request <strong>{assembly.materialRequest.name}</strong>
            </p>
          )}
          <div className="row">
            <input
              type="url"
              aria-label="Manual material request link"
              placeholder="https://erp…/app/material-request/MAT-MR-…"
              value={mrLink}
              onChange={(e) => setMrLink(e.target.value)}
            />
            <ActionButton
              busyKey={key2}
              disabled={!mrLink.trim()}
              onClick={() =>
                void act(key2, () => pipeService.manualMaterialRequest(projectId, a, mrLink.trim())).then((r) => r && setMrLink(''))
              }
            >
              Add link
            </ActionButton>
          </div>
          {assembly.manualMaterialRequests.length > 0 && (
            <ul className="hint">
              {assembly.manualMaterialRequests.map((m) => (
                <li key={m.url}>
                  <a href={m.url} target="_blank" rel="noreferrer">
                    {m.url.split('/').pop()}
                  </a>{' '}
                  by {m.user}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
