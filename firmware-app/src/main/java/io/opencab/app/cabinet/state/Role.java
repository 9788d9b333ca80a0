package io.opencab.app.cabinet.state;

import java.util.EnumSet;
import java.util.Set;

/**
 * Who is at the attendant menu, chosen by the PIN entered after the key turn (regulations.md 1.11:
 * secure access, never the player). A regulator reads and changes nothing.
 */
public enum Role {
    REGULATOR(EnumSet.of(Permission.READ)),
    ATTENDANT(EnumSet.of(Permission.READ, Permission.PAY_AND_RESOLVE, Permission.CLEAR_PERIOD, Permission.TEST_DEVICES)),
    TECHNICIAN(EnumSet.allOf(Permission.class));

    private final Set<Permission> permissions;

    Role(Set<Permission> permissions) {
        this.permissions = Set.copyOf(permissions);
    }

    public boolean may(Permission p) {
        return permissions.contains(p);
    }

    public Set<Permission> permissions() {
        return permissions;
    }
}
