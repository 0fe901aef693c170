import type { SeedDoc } from './types.js';

const TEMPLATES = [
  {
    name: 'projectKickoff',
    description: 'Sent when a project is created from a signed contract',
    subject: 'Welcome to your Modulr project {{projectId}}',
    body: 'Hello {{clientName}},\n\nThank you for choosing Modulr. Your project {{projectId}} at {{address}} is now open. Your project manager, {{managerName}}, will contact you within two business days to schedule the site visit.\n\nThe Modulr team',
  },
  {
    name: 'permitSubmitted',
    description: 'Sent when the permit set goes to the jurisdiction',
    subject: 'Permit submitted for {{address}}',
    body: 'Hello {{clientName}},\n\nWe submitted the permit application for {{address}} to {{jurisdiction}} on {{date}}. Typical review takes {{reviewWeeks}} weeks; we will tell you as soon as we hear back.\n\n{{managerName}}',
  },
  {
    name: 'productionScheduled',
    description: 'Sent once the build slot is confirmed',
    subject: 'Your home goes into production in {{buildSlot}}',
    body: 'Hello {{clientName}},\n\nYour modules for project {{projectId}} are scheduled on our line in week {{buildSlot}}. Changes to finishes are possible until {{changeDeadline}}.\n\n{{managerName}}',
  },
  {
    name: 'deliveryScheduled',
    description: 'Sent a week before the modules ship',
    subject: 'Delivery and crane set on {{date}}',
    body: 'Hello {{clientName}},\n\nThe modules for {{address}} ship on {{date}} and the crane set follows the same day. Please keep the driveway and the staging area ({{storageSpace}}) clear. Construction hours are 7am-9pm Monday to Friday and 8am-6pm Saturday.\n\n{{managerName}}',
  },
  {
    name: 'installComplete',
    description: 'Sent when installation is signed off',
    subject: 'Installation complete at {{address}}',
    body: 'Hello {{clientName}},\n\nInstallation of project {{projectId}} is complete. Our service team will follow up on the punch list items: {{punchList}}.\n\nWelcome home!\nThe Modulr team',
  },
  {
    name: 'approvalRequested',
    description: 'Internal: asks a reviewer to approve an assembly in the pipeline',
    subject: '[{{projectId}}] {{role}} approval needed for {{assembly}}',
    body: 'Hi {{user}},\n\n{{requester}} asks for your {{role}} approval of {{assembly}} on project {{projectId}}.\nOpen the pipe board: {{link}}\n',
  },
  {
    name: 'materialRequestReady',
    description: 'Internal: tells purchasing a material request was generated',
    subject: '[{{projectId}}] Material request {{materialRequest}} ready',
    body: 'Material request {{materialRequest}} for {{assembly}} on project {{projectId}} has {{itemCount}} lines and needs review before {{date}}.\n',
  },
];

/** Email templates; doc id = template name. */
export function buildEmailTemplates(): SeedDoc[] {
  return TEMPLATES.map((template) => ({ id: template.name, data: { ...template } }));
}
