/** The group form (spec §5) on the shared contract: the same schema the server parses. */
import { createGroupInputSchema, type CreateGroupInput, type CreateGroupValues } from '@kickoff/shared';

export const groupFormSchema = createGroupInputSchema;
/** What the fields hold. */
export type GroupFormInput = CreateGroupInput;
/** What a valid form gives (trimmed, blanks as null). */
export type GroupFormValues = CreateGroupValues;
