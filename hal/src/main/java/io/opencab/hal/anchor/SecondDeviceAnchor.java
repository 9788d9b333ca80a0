package io.opencab.hal.anchor;

import io.opencab.hal.HalException;

/**
 * The rollback anchor on a second storage device (hal.anchor=real): a counter file on a partition or
 * card of its own, never the data directory's device (the cabinet refuses that unless the configuration
 * says why). {@code provision init} creates it; the cabinet only opens it, so an unmounted
 * device is an error, not a fresh counter. It finds a data directory put back from a copy; it does not
 * stop someone who also rewrites the second device (eMMC RPMB and a TPM 2.0 NV counter would; not
 * implemented, and this one is not tried on a board either: docs/hal.md).
 */
public final class SecondDeviceAnchor extends FileAnchor {
    static final String HEADER = "OpenCab rollback anchor 1";

    public SecondDeviceAnchor(AnchorConfig config) {
        super(new CounterFile(config.path(), HEADER));
        if (!file.exists()) {
            throw new HalException("the rollback anchor " + config.path() + " is missing: its device is not mounted,"
                + " or it was never provisioned (provision init creates it)");
        }
        file.read();
    }

    /** Creates the counter file at 0 on its device (provisioning only). */
    public static void provision(AnchorConfig config) {
        new CounterFile(config.path(), HEADER).create();
    }

    @Override
    public String describe() {
        return "anchor " + file.file() + " (a counter file on a second storage device)";
    }
}
