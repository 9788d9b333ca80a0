package io.opencab.ui.demo;

import io.opencab.ui.port.Lockup;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/** TEST / DEMO ONLY: the demo cabinet's doors; like the cabinet, an open door is a lockup until it closes. */
final class DemoDoors {
    private final Set<String> open = new TreeSet<>();

    /** Opens {@code door} if closed, closes it if open; true when it is open now. */
    boolean toggle(String door) {
        if (open.remove(door)) {
            return false;
        }
        open.add(door);
        return true;
    }

    /** The lockup the doors make now, given the current one: a door lockup, none, or {@code current}. */
    Lockup lockup(Lockup current) {
        if (!open.isEmpty()) {
            return new Lockup(Lockup.Kind.DOOR_OPEN, "DOOR_OPEN." + open.iterator().next(),
                    String.join(", ", open).toLowerCase(Locale.ROOT) + " door open", 0,
                    "Play resumes when the door is closed.");
        }
        return current != null && current.kind() == Lockup.Kind.DOOR_OPEN ? null : current;
    }
}
