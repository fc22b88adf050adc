import { Select } from '../../components/ui/input';
import { HOURS, MINUTES, type TimeOfDay } from './delivery-time';

type TimePickerProps = { value: TimeOfDay; onChange: (t: TimeOfDay) => void; legend: string };

/** Hour 1–12, minutes 00/15/30/45 and AM/PM (spec section 9, Time picker). */
export function TimePicker({ value, onChange, legend }: TimePickerProps) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-gray-800">{legend}</legend>
      <div className="flex items-center gap-1.5">
        <Select
          aria-label="Hour"
          className="w-[4.5rem]"
          value={value.hour}
          onChange={(e) => onChange({ ...value, hour: Number(e.target.value) })}
        >
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {h}
            </option>
          ))}
        </Select>
        <span aria-hidden="true" className="font-semibold text-gray-500">
          :
        </span>
        <Select
          aria-label="Minute"
          className="w-[4.5rem]"
          value={value.minute}
          onChange={(e) => onChange({ ...value, minute: Number(e.target.value) })}
        >
          {MINUTES.map((m) => (
            <option key={m} value={m}>
              {String(m).padStart(2, '0')}
            </option>
          ))}
        </Select>
        <Select
          aria-label="AM or PM"
          className="w-[4.75rem]"
          value={value.amPm}
          onChange={(e) => onChange({ ...value, amPm: e.target.value === 'AM' ? 'AM' : 'PM' })}
        >
          <option value="AM">AM</option>
          <option value="PM">PM</option>
        </Select>
      </div>
    </fieldset>
  );
}
