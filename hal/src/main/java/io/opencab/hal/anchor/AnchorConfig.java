package io.opencab.hal.anchor;

import io.opencab.hal.DeviceMode;
import io.opencab.hal.HalException;
import java.nio.file.Path;

/**
 * Which rollback anchor the cabinet has ({@code hal.anchor}, docs/hal.md): REAL is a counter file on a
 * second storage device (its own partition or card, never the data directory's; created by {@code
 * provision init}, never by the cabinet), SIMULATED a counter file for PCs, outside the data directory,
 * created on first use; NONE no anchor (a restored data directory is then not found). Chosen explicitly:
 * a missing or failing REAL anchor is an error, never replaced by a simulation.
 *
 * @param mode REAL, SIMULATED or NONE
 * @param path the counter file (required unless NONE)
 */
public record AnchorConfig(DeviceMode mode, Path path) {
    public AnchorConfig {
        if (mode == null) {
            throw HalException.forKey("hal.anchor", "must be real, simulated or none");
        }
        if (mode != DeviceMode.NONE && path == null) {
            throw HalException.forKey("hal.anchor.path", "is required with hal.anchor="
                + mode.name().toLowerCase(java.util.Locale.ROOT) + ": the anchor's counter file");
        }
        if (path != null) {
            path = path.toAbsolutePath().normalize();
        }
    }

    /** No anchor fitted. */
    public static AnchorConfig none() {
        return new AnchorConfig(DeviceMode.NONE, null);
    }
}
