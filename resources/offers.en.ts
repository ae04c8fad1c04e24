// The words of the plan offers (upgrade offers, quote, services), in English: the same keys as
// offers.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './offers.fr';

export const words = {
  app: {
    account: {
      menu: {
        services: 'Services',
      },
      offers: {
        title: 'Upgrade your plan',
        intro: 'This page belongs to the %{tier} plan. Your current plan does not include it.',
        current: 'Your plan',
        required: 'Needed for this page',
        intro_action: 'This action belongs to the %{tier} plan. Your current plan does not include it.',
        required_action: 'Needed for this action',
        includes_previous: 'All of %{tier}, plus:',
        request_quote: 'Request a quote',
        tiers: {
          start: 'Start',
          pro: 'Pro',
          corpo: 'Corpo',
        },
        taglines: {
          start: 'The essentials of compliance tracking',
          pro: 'To automate and tailor your tracking',
          corpo: 'For groups and information systems',
        },
        promises: {
          start: {
            sites: 'Tracking of your sites',
            controls: 'Regulatory controls and deadlines',
            documents: 'Documents and documentary obligations',
          },
          pro: {
            report_extraction: 'Automatic report data extraction',
            custom_fields: 'Custom fields',
            custom_controls: 'Custom controls',
            buildings: 'Buildings',
            all_elements: 'All elements',
          },
          corpo: {
            branches: 'Branches',
            apis: 'APIs',
            sso: 'Single sign-on (SSO)',
          },
        },
        corpo_pages: {
          tokens: 'Private applications',
          branches: 'Branches',
          sso: 'Single sign-on (SSO)',
        },
        quote_subject: 'Quote request: %{tier} plan',
        quote_message:
          'Hello,\n\nI would like to upgrade to the %{tier} plan (company: %{company}). Could you send me a quote?\n\nThank you,\n%{name}',
      },
      quote: {
        title: 'Quote request',
        intro: 'Review and complete your message, then write to support (a conversation in the console), e-mail it or copy it.',
        message: 'Your message',
        copy: 'Copy the message',
        copied: 'Message copied.',
        copy_failed: 'The message could not be copied.',
        send: 'Send by e-mail',
        send_chat: 'Write to support',
        close: 'Close',
      },
      services: {
        title: 'Services',
        intro: 'Our teams can take on part of your compliance tracking. Request a quote: we answer within two working days.',
        request_quote: 'Request a quote',
        quote_subject: 'Quote request: %{service}',
        quote_message:
          'Hello,\n\nI am interested in the "%{service}" service for the company %{company}.\nCould you send me a quote?\n\nThank you,\n%{name}',
        items: {
          inventory: {
            name: 'On-site inventory',
            description: 'A technician lists your regulated equipment, labels it and enters it in the console.',
          },
          reports: {
            name: 'Entry of control reports',
            description: 'We go through your inspection reports and create the observations to clear.',
          },
          audit: {
            name: 'Compliance audit',
            description: 'An expert reviews your obligations and gives you a prioritised action plan.',
          },
          training: {
            name: 'Team training',
            description: 'Half a day to get started with the console and its good practices.',
          },
        },
      },
    },
  },
} as const satisfies Catalogue<typeof fr>;
