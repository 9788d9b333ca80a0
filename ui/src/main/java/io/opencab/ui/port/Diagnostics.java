package io.opencab.ui.port;

import java.util.List;

/**
 * The diagnostics page: device states (doors, bill validator, key switch, memory, software) and
 * the lamps the lamp test can switch. Button tests need nothing here: the kiosk shows each deck
 * action as it arrives.
 */
public record Diagnostics(List<Device> devices, List<String> lamps) {
    public Diagnostics {
        devices = List.copyOf(devices);
        lamps = List.copyOf(lamps);
    }

    /** One device line: {@code ok} false draws it as a fault. */
    public record Device(String name, String status, boolean ok) {
    }
}
