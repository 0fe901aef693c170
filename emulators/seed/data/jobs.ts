import { jobIdFromTitle } from '@workhub/domain';
import { isoAt } from '../clock.js';
import type { DocData, SeedDoc } from './types.js';

interface JobPosting {
  title: string;
  skills: string;
  qualifications: string;
  /** Days from the base date; absent for drafts. */
  publishedDay?: number;
  /** Stored under the legacy field name `experience` (the app reads it as qualifications). */
  legacy?: true;
}

const POSTINGS: readonly JobPosting[] = [
  {
    title: 'Production Line Supervisor',
    skills: 'Lean manufacturing, crew scheduling, panel framing, safety walks',
    qualifications: '5+ years supervising a framing or cabinetry line; OSHA 30',
    publishedDay: -12,
  },
  {
    title: 'Site Superintendent (Install)',
    skills: 'Crane sets, marriage lines, utility connections, punch lists',
    qualifications: 'General contractor experience on residential sites; valid driver licence',
    publishedDay: -30,
  },
  {
    title: 'CAD Designer, Onshape',
    skills: 'Onshape configurations, sheet metal, drawings, part numbering',
    qualifications: '3+ years of parametric CAD for manufactured products',
    publishedDay: -45,
  },
  {
    title: 'Structural Engineer',
    skills: 'Wood-frame design, lateral analysis, steel chassis, stamped calculations',
    qualifications: 'PE licence in California; SE a plus',
    publishedDay: -75,
  },
  {
    title: 'Estimator',
    skills: 'Takeoffs from plans, ERP pricing, subcontractor bids',
    // An old posting saved before the field was renamed.
    qualifications: 'Construction estimating for residential or modular projects, 4+ years',
    publishedDay: -140,
    legacy: true,
  },
  {
    title: 'Software Engineer, Design Tools',
    skills: 'TypeScript, React, Firestore, computational geometry',
    qualifications: 'Shipped collaborative or CAD-like web applications',
  },
  {
    title: 'Logistics Coordinator',
    skills: 'Oversize transport permits, escort scheduling, yard management',
    qualifications: '',
  },
];

/** Job postings; doc id is derived from the title as the app derives it. */
export function buildJobs(): SeedDoc[] {
  return POSTINGS.map((posting) => {
    const id = jobIdFromTitle(posting.title);
    const data: DocData = { id, title: posting.title, skills: posting.skills };
    if (posting.legacy) data.experience = posting.qualifications;
    else if (posting.qualifications) data.qualifications = posting.qualifications;
    if (posting.publishedDay !== undefined) data.publicAt = isoAt(posting.publishedDay);
    return { id, data };
  });
}
