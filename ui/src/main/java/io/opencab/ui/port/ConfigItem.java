package io.opencab.ui.port;

import java.util.List;
import java.util.Objects;

/**
 * One configuration key as the technician's pages show it (issue 39 item 8): a human label over the raw key,
 * the value the cabinet runs with now and the value saved for its next start, and how the value is chosen
 * ({@link Field}: a pick-list, a stepper with its unit, a keypad) instead of free text.
 *
 * @param key         the raw property key ({@code handpay.limit.credits}), shown in small print
 * @param value       the value the cabinet runs with now (for a key the file does not set: the default that applies)
 * @param description what the key means and its allowed values
 * @param editable    false for keys the kiosk only shows ({@code readOnly} says why)
 * @param label       the human label ("Handpay limit")
 * @param saved       the value the next start runs with: the configuration file's now, or the default that
 *                    applies where the file does not set the key ("" when there is none); equal to {@code value}
 *                    when nothing is waiting for a restart
 * @param field       how the value is entered, with its unit
 * @param readOnly    why the key cannot be changed here, "" when it can
 */
public record ConfigItem(String key, String value, String description, boolean editable, String label, String saved,
                         Field field, String readOnly) {

    public ConfigItem {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(saved, "saved");
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(readOnly, "readOnly");
    }

    /**
     * The first form of this record (an adapter written against it keeps working): the key as its own label,
     * nothing waiting for a restart, free text.
     */
    public ConfigItem(String key, String value, String description, boolean editable) {
        this(key, value, description, editable, key, value, Field.text(), editable ? "" : "set by provisioning");
    }

    /** True when the value saved for the next start differs from the running one (a SET not yet applied). */
    public boolean pending() {
        return !saved.equals(value);
    }

    /**
     * How a value is entered on a cabinet that has a touch screen and a button deck but no keyboard.
     *
     * @param kind    the control
     * @param unit    the unit shown beside the value ("credits", "cents", "ms", "days"), "" for none
     * @param min     smallest number ({@link Kind#NUMBER})
     * @param max     largest number ({@link Kind#NUMBER})
     * @param step    a stepper press ({@link Kind#NUMBER})
     * @param choices the values to pick from ({@link Kind#CHOICE}, {@link Kind#SUBSET}), each with its label
     */
    public record Field(Kind kind, String unit, long min, long max, long step, List<Choice> choices) {
        /** The unit of a hex entry. */
        public static final String HEX = "hex";

        public enum Kind {
            /** Letters and digits from the on-screen keyboard (identifiers, ticket lines, device paths). */
            TEXT,
            /** A whole number: a stepper (BET+/BET-) and the on-screen number keypad. */
            NUMBER,
            /** One of {@code choices}: a pick-list. */
            CHOICE,
            /** true or false. */
            FLAG,
            /** Some of {@code choices}, comma-separated in the order picked (games, bet levels, bills). */
            SUBSET
        }

        public Field {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(unit, "unit");
            choices = List.copyOf(choices);
            if (kind == Kind.NUMBER && (min > max || step < 1)) {
                throw new IllegalArgumentException("number field " + min + ".." + max + " step " + step);
            }
        }

        public static Field text() {
            return new Field(Kind.TEXT, "", 0, 0, 0, List.of());
        }

        /** Hexadecimal digits (a seed): the keypad offers 0-9 and A-F only. */
        public static Field hex() {
            return new Field(Kind.TEXT, HEX, 0, 0, 0, List.of());
        }

        /** Whether this is a hex entry ({@link #hex()}). */
        public boolean isHex() {
            return kind == Kind.TEXT && HEX.equals(unit);
        }

        public static Field number(String unit, long min, long max, long step) {
            return new Field(Kind.NUMBER, unit, min, max, step, List.of());
        }

        public static Field choice(List<Choice> choices) {
            return choice("", choices);
        }

        /** A pick-list of amounts: {@code unit} "cents" or "credits" shows each in currency. */
        public static Field choice(String unit, List<Choice> choices) {
            return new Field(Kind.CHOICE, unit, 0, 0, 0, choices);
        }

        public static Field flag() {
            return new Field(Kind.FLAG, "", 0, 0, 0, List.of(new Choice("true", "yes"), new Choice("false", "no")));
        }

        public static Field subset(List<Choice> choices) {
            return subset("", choices);
        }

        /** Some of a list of amounts: {@code unit} "cents" or "credits" shows each in currency. */
        public static Field subset(String unit, List<Choice> choices) {
            return new Field(Kind.SUBSET, unit, 0, 0, 0, choices);
        }
    }

    /** One value a pick-list offers, with what a person reads ("1.00 USD" for {@code 100} cents). */
    public record Choice(String value, String label) {
        public Choice {
            Objects.requireNonNull(value, "value");
            Objects.requireNonNull(label, "label");
        }
    }
}
