import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
} from '@headlessui/react';
import { useMemo, useState } from 'react';
import { COUNTRIES } from '../../countries';
import {
  type CountryOption,
  countryOptions,
  findCountry,
  searchCountries,
} from './country-options';

const OPTIONS = countryOptions(COUNTRIES);

/**
 * Spec 2.10 country-code picker: a searchable combobox, one country per calling code, sorted
 * by name. Typing a name or digits filters; "No countries found" when nothing matches.
 */
export function CountryCodePicker({
  code,
  label,
  disabled,
  onChange,
}: {
  code: string;
  label: string;
  disabled: boolean;
  onChange(code: string): void;
}) {
  const [query, setQuery] = useState('');
  const selected = findCountry(OPTIONS, code) ?? null;
  const shown = useMemo(() => searchCountries(OPTIONS, query), [query]);
  return (
    <Combobox
      value={selected}
      by="code"
      disabled={disabled}
      immediate
      onChange={(option: CountryOption | null) => option && onChange(option.code)}
      onClose={() => setQuery('')}
    >
      <div className="relative w-32 shrink-0">
        <ComboboxInput
          aria-label={`Country calling code for ${label}`}
          displayValue={(option: CountryOption | null) =>
            option ? `${option.flag} ${option.code}` : code
          }
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          className="block min-h-[50px] w-full rounded-[5px] border-[1.5px] border-slate-300 bg-white pr-7 pl-2 text-slate-900 focus:border-sky-600 focus:outline-none focus:ring-[1.7px] focus:ring-sky-600 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        />
        <ComboboxButton
          aria-label="Show countries"
          className="absolute inset-y-0 right-0 flex w-7 items-center justify-center text-slate-500 dark:text-slate-400"
        >
          <span aria-hidden="true">▾</span>
        </ComboboxButton>
      </div>
      <ComboboxOptions
        anchor="bottom start"
        className="z-50 max-h-96 w-72 overflow-auto rounded-[5px] border border-slate-200 bg-white py-1 text-sm shadow-lg [--anchor-gap:4px] [--anchor-max-height:24rem] empty:invisible dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        {shown.length === 0 ? (
          <div className="px-3 py-2 text-slate-500 dark:text-slate-400">No countries found</div>
        ) : (
          shown.map((option) => (
            <ComboboxOption
              key={option.code}
              value={option}
              className="flex cursor-pointer items-center gap-2 px-3 py-1.5 data-focus:bg-sky-100 data-selected:font-semibold dark:data-focus:bg-slate-700"
            >
              <span aria-hidden="true">{option.flag}</span>
              <span className="flex-1 truncate">{option.name}</span>
              <span className="tabular-nums text-slate-500 dark:text-slate-400">{option.code}</span>
            </ComboboxOption>
          ))
        )}
      </ComboboxOptions>
    </Combobox>
  );
}
