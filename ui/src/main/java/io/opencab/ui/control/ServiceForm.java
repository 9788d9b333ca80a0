package io.opencab.ui.control;

import io.opencab.ui.port.ConfigItem;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * One value being entered on a service page (issue 39 item 8): a setting, or the seed of a software check.
 * The value is never typed as free text on a keyboard: a number steps (BET+/BET-) within its range or is
 * typed on the on-screen keypad, a choice is picked from its list, a set of values is ticked, and only
 * identifiers and ticket lines use the on-screen keyboard. What is entered stays until it is saved or
 * cancelled, also when the cabinet refuses it (the refusal is shown beside it). JavaFX thread only.
 */
public final class ServiceForm {
    /** The keypad's keys that are not characters. */
    public static final String BACK = "BACK";
    public static final String CLEAR = "CLEAR";

    private final ConfigItem item;
    private final String action;
    private final ReadOnlyStringWrapper draft;
    private final ReadOnlyIntegerWrapper cursor = new ReadOnlyIntegerWrapper(0);
    private final int maxLength;
    private boolean saving;

    /**
     * @param item      what is entered (its label, key, field and running value)
     * @param action    the words on the button that saves it ("SAVE FOR THE NEXT START", "VERIFY WITH SEED")
     * @param maxLength the longest text or number the keypad builds
     */
    public ServiceForm(ConfigItem item, String action, int maxLength) {
        this.item = Objects.requireNonNull(item, "item");
        this.action = Objects.requireNonNull(action, "action");
        this.maxLength = maxLength;
        String start = item.saved().isEmpty() ? item.value() : item.saved();
        this.draft = new ReadOnlyStringWrapper(start);
        List<ConfigItem.Choice> choices = item.field().choices();
        for (int i = 0; i < choices.size(); i++) {
            if (choices.get(i).value().equals(start)) {
                cursor.set(i);
            }
        }
    }

    public ConfigItem item() {
        return item;
    }

    public String action() {
        return action;
    }

    /** The value as entered so far. */
    public ReadOnlyStringProperty draft() {
        return draft.getReadOnlyProperty();
    }

    /** The highlighted choice of a pick-list or set (the deck's BET+/BET- move it). */
    public ReadOnlyIntegerProperty cursor() {
        return cursor.getReadOnlyProperty();
    }

    /** Saved and waiting for the cabinet's answer. */
    public boolean saving() {
        return saving;
    }

    void saving(boolean on) {
        saving = on;
    }

    /**
     * BET+ ({@code +1}) or BET- ({@code -1}): a number steps up or down by its step within its range (an entry
     * that is not a number starts again from the smallest); a pick-list, drawn top to bottom, moves up (BET+) or
     * down and picks the choice, as the menu moves; a set moves its highlight. The ends do not wrap.
     */
    public void step(int direction) {
        ConfigItem.Field f = item.field();
        switch (f.kind()) {
            case NUMBER -> {
                long now = number().orElse(direction > 0 ? f.min() - f.step() : f.min());
                long next = Math.max(f.min(), Math.min(f.max(), now + (long) direction * f.step()));
                draft.set(Long.toString(next));
            }
            case CHOICE, FLAG -> {
                int i = Math.max(0, Math.min(f.choices().size() - 1, cursor.get() - direction));
                cursor.set(i);
                draft.set(f.choices().get(i).value());
            }
            case SUBSET -> cursor.set(Math.max(0, Math.min(f.choices().size() - 1, cursor.get() - direction)));
            case TEXT -> {
            }
        }
    }

    /** Picks choice {@code i} (touch): of a pick-list, the value; of a set, adds or removes it. */
    public void pick(int i) {
        ConfigItem.Field f = item.field();
        if (i < 0 || i >= f.choices().size()) {
            return;
        }
        cursor.set(i);
        if (f.kind() == ConfigItem.Field.Kind.SUBSET) {
            toggle();
        } else if (f.kind() != ConfigItem.Field.Kind.NUMBER && f.kind() != ConfigItem.Field.Kind.TEXT) {
            draft.set(f.choices().get(i).value());
        }
    }

    /** A set: adds the highlighted choice at the end, or removes it (the deck's MAX BET). */
    public void toggle() {
        ConfigItem.Field f = item.field();
        if (f.kind() != ConfigItem.Field.Kind.SUBSET || f.choices().isEmpty()) {
            return;
        }
        String v = f.choices().get(cursor.get()).value();
        List<String> now = picked();
        if (!now.remove(v)) {
            now.add(v);
        }
        draft.set(String.join(",", now));
    }

    /** The values of a set as entered, in their order. */
    public List<String> picked() {
        String d = draft.get().strip();
        return d.isEmpty() ? new ArrayList<>() : new ArrayList<>(Arrays.stream(d.split(",")).map(String::strip).toList());
    }

    /** A key of the on-screen keypad or keyboard: a character, {@link #BACK} or {@link #CLEAR}. */
    public void key(String key) {
        String d = draft.get();
        switch (key) {
            case BACK -> draft.set(d.isEmpty() ? d : d.substring(0, d.length() - 1));
            case CLEAR -> draft.set("");
            default -> {
                if (key.length() == 1 && d.length() < maxLength) {
                    // A number typed from the start replaces a "0" rather than writing "07".
                    draft.set(item.field().kind() == ConfigItem.Field.Kind.NUMBER && d.equals("0") ? key : d + key);
                }
            }
        }
    }

    /** The number entered, if the entry is one. */
    public java.util.OptionalLong number() {
        try {
            return java.util.OptionalLong.of(Long.parseLong(draft.get().strip()));
        } catch (NumberFormatException e) {
            return java.util.OptionalLong.empty();
        }
    }
}
