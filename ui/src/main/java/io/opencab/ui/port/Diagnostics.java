package io.opencab.ui.port;

import java.util.List;
import java.util.Optional;

/**
 * The diagnostics page: device states (doors, bill validator, key switch, memory, software) and
 * the lamps the lamp test can switch, and the latest software check. Button tests need nothing
 * here: the kiosk shows each deck action as it arrives.
 */
public record Diagnostics(List<Device> devices, List<String> lamps, Optional<VerifyResult> software) {
    public Diagnostics {
        devices = List.copyOf(devices);
        lamps = List.copyOf(lamps);
    }

    public Diagnostics(List<Device> devices, List<String> lamps) {
        this(devices, lamps, Optional.empty());
    }

    /** One device line: {@code ok} false draws it as a fault. */
    public record Device(String name, String status, boolean ok) {
    }
}
