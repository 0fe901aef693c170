import { emailTemplateSchema } from '@workhub/domain';
import { isoAt } from '../clock.js';
import type { SeedDoc } from './types.js';

/**
 * Email templates (docs/staff-tools.md "Mail as built"): `{{project.*}}` fields come from the
 * project the mail is about, `{{sender.*}}` from the staff member who sends it, and other
 * `{{names}}` are given by the caller (the preview asks for them).
 */
const TEMPLATES = [
  {
    name: 'welcome',
    description: 'Sent to the client when a project is opened from a signed contract',
    subject: 'Welcome to your Modulr project {{project.id}}',
    body: 'Hello {{project.clientName}},\n\nThank you for choosing Modulr. Your project {{project.id}} at {{project.address}} is now open, with build specification {{project.buildSpec}}.\n\nI am your project manager and will call you within two business days to schedule the site visit. You can reach me at {{sender.email}}.\n\nKind regards,\n{{sender.name}}\nModulr',
  },
  {
    name: 'permitSubmitted',
    description: 'Sent when the permit set goes to the jurisdiction',
    subject: 'Permit submitted for {{project.address}}',
    body: 'Hello {{project.clientName}},\n\nWe submitted the permit application for {{project.address}} to {{jurisdiction}}. Permitting started on {{project.milestones.permittingStarted}}; a typical review takes {{reviewWeeks}} weeks and we will tell you as soon as we hear back.\n\n{{sender.name}}\nModulr',
  },
  {
    name: 'productionStarted',
    description: 'Sent when the modules go onto the factory line',
    subject: 'Your home is in production ({{project.id}})',
    body: 'Hello {{project.clientName}},\n\nProduction of the modules for {{project.address}} started on {{project.milestones.productionStarted}}, in build slot {{project.buildSlot}}. Changes to finishes are still possible until {{changeDeadline}}.\n\n{{sender.name}}\nModulr',
  },
  {
    name: 'deliveryScheduled',
    description: 'Sent a week before the modules ship',
    subject: 'Delivery and crane set on {{deliveryDate}}',
    body: 'Hello {{project.clientName}},\n\nThe modules for {{project.address}} ship on {{deliveryDate}} and the crane set follows the same day. Please keep the driveway and the staging area clear. Construction hours are 7am-9pm Monday to Friday and 8am-6pm Saturday.\n\n{{sender.name}}\nModulr',
  },
  {
    name: 'installComplete',
    description: 'Sent when installation is signed off',
    subject: 'Installation complete at {{project.address}}',
    body: 'Hello {{project.clientName}},\n\nInstallation of project {{project.id}} was completed on {{project.milestones.installComplete}}. Our service team will follow up on the punch list: {{punchList}}.\n\nWelcome home!\n{{sender.name}}\nModulr',
  },
  {
    name: 'approvalRequested',
    description: 'Internal: asks a reviewer to approve an assembly in the pipeline',
    subject: '[{{project.id}}] {{role}} approval needed for {{assembly}}',
    body: 'Hi {{reviewer}},\n\n{{sender.name}} asks for your {{role}} approval of {{assembly}} on project {{project.id}} ({{project.clientName}}, phase {{project.phase}}).\n\nOpen the pipe board: {{link}}',
  },
  {
    name: 'materialRequestReady',
    description: 'Internal: tells purchasing a material request was generated',
    subject: '[{{project.id}}] Material request {{materialRequest}} ready',
    body: 'Material request {{materialRequest}} for {{assembly}} on project {{project.id}} has {{itemCount}} lines and needs review before {{reviewBy}}.\n\n{{sender.name}}',
  },
];

/** Email templates; doc id = template name; checked against the stored schema. */
export function buildEmailTemplates(): SeedDoc[] {
  return TEMPLATES.map((template, i) => {
    const data = { ...template, updatedAt: isoAt(-40 + i, 9 * 60), updatedBy: 'frances@modulr.example' };
    emailTemplateSchema.parse({ id: template.name, ...data });
    return { id: template.name, data };
  });
}
