import { z } from 'zod';

// Every schema in core carries its own Indonesian messages; this catches any
// zod default message that slips through, so a 400 is never in English.
z.config(z.locales.id());
