package io.opencab.app.cabinet.startup;

import io.opencab.app.cabinet.state.Machine;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.app.config.RealDevice;
import io.opencab.app.config.StoreSettings;
import io.opencab.hal.HalException;
import io.opencab.hal.anchor.SigningKeyRecord;
import io.opencab.app.verify.SoftwareVerifier;
import io.opencab.meters.EventType;
import io.opencab.meters.MeterException;
import io.opencab.meters.MeterStore;

/**
 * The trust anchor (issue 34 item 3; docs/deploy.md "The trust anchor"): the fingerprint of the key that
 * signed the cabinet's software, sealed in critical memory when the cabinet is provisioned ({@code provision
 * init} run from the image seals the image's key). An image's public key travels with the image, so whoever
 * can rewrite the image can re-sign it with a key of their own and its signature verifies; the seal is what
 * such an image cannot match. A boot with another key is a {@link TiltReason#SIGNING_KEY_CHANGED} lockup
 * showing both fingerprints, logged, and reported to the SAS host as exception 36; only a technician's
 * RAM-clear-level action ends it (the tilt cleared with the {@code RAM_CLEAR} permission seals the new key,
 * logged with both values), or a RAM clear (from the menu, which seals the running key, or {@code provision
 * init --force}, which seals the image's).
 * <p>
 * A store's first start (nothing sealed yet, e.g. {@code store.create=true}) seals the key it runs with when
 * every device is simulated; with a real device or link it asks a technician, as a store with no seal does
 * (provisioned by a development build, or before this rule).
 * <p>
 * The seal is kept twice: in the store, and beside the rollback anchor's counter ({@link SigningKeyRecord}, outside
 * the data directory), so that a RAM clear or a new store does not forget it (the lab's A13: a data directory deleted
 * and provisioned afresh from a re-signed image). A key other than the anchor's is the same lockup, whatever the
 * store holds.
 */
public final class SigningAnchor {
    /** The store's configuration row holding the sealed fingerprint; not a key of the configuration file. */
    public static final String KEY = "software.signing.key";
    public static final String TILT = TiltReason.SIGNING_KEY_CHANGED.name();

    private SigningAnchor() {
    }

    /**
     * At boot, after a software check {@code r} that passed on an image: compares its signing key with the seal.
     * {@code firstStart}: nothing of the configuration was sealed before this start. Returns false when it locked
     * the cabinet up (its FAILED event logged), true when it has nothing against the key.
     */
    public static boolean check(Machine m, SoftwareVerifier.Result r, boolean firstStart) {
        if (!m.money.hasStore() || !r.passed() || r.signer() == null) {
            return true; // the development mode signs nothing; a failed check locks the cabinet up by itself
        }
        String sealed;
        try {
            sealed = m.money.with(MeterStore::configValues).get(KEY);
        } catch (MeterException e) {
            m.storeFailure(e);
            return false;
        }
        String anchored;
        try {
            anchored = SigningKeyRecord.read(StoreSettings.anchorConfig(m.config)).orElse(null);
        } catch (HalException e) {
            anchored = "(unreadable: " + e.getMessage() + ")";
        }
        if (anchored != null && !anchored.equals(r.signer())) {
            return lockUp(m, "the software is signed by key " + r.signer() + ", not by the key recorded with the rollback anchor "
                + anchored + " (kept outside the data directory across RAM clears and new stores; the store's seal: "
                + (sealed == null ? "none" : sealed) + ")");
        }
        if (r.signer().equals(sealed)) {
            if (anchored == null) {
                record(m, r.signer()); // a store sealed before the anchor kept the key, or an anchor fitted since
            }
            return true;
        }
        if (sealed == null && firstStart && RealDevice.in(m.config).isEmpty()) {
            seal(m, r.signer(), "the store's first start");
            return true;
        }
        return lockUp(m, sealed == null
            ? "no software signing key is sealed in critical memory (a store provisioned by a development build or before"
                + " the trust anchor); this software is signed by key " + r.signer()
            : "the software is signed by key " + r.signer() + ", not by the key sealed in critical memory when the cabinet"
                + " was provisioned, " + sealed + " (an image re-signed with another key, or a new release key)");
    }

    private static boolean lockUp(Machine m, String what) {
        String detail = what + ": a technician compares it with the fingerprint registered for the release and, if it is"
            + " that, clears this tilt (RAM-clear permission) to seal it";
        m.record(s -> s.logEvent(EventType.SOFTWARE_VERIFICATION, "FAILED: " + detail));
        m.raiseTilt(TiltReason.SIGNING_KEY_CHANGED, TILT, detail);
        return false;
    }

    /** Keeps {@code fingerprint} beside the rollback anchor (nothing without one); a failure is logged, never silent. */
    private static void record(Machine m, String fingerprint) {
        try {
            SigningKeyRecord.write(StoreSettings.anchorConfig(m.config), fingerprint);
        } catch (HalException e) {
            m.record(s -> s.logEvent(EventType.CABINET, "software signing key " + fingerprint + " NOT recorded with the"
                + " rollback anchor: " + e.getMessage()));
        }
    }

    /**
     * A technician's acceptance of the running key (the tilt cleared with the RAM-clear permission): the software
     * is checked again and, when it passes, its key is sealed. Returns why it is refused, or null.
     */
    public static String accept(Machine m, String by) {
        SoftwareVerifier.Result r = m.verifier.verify();
        if (!r.passed() || r.signer() == null) {
            return "the software check does not pass, so no key is sealed: " + r.detail();
        }
        seal(m, r.signer(), "accepted on the screen by " + by);
        return null;
    }

    /** After a RAM clear (a technician's, the same authority): the key of the software that passes is sealed. */
    public static void afterRamClear(Machine m, SoftwareVerifier.Result r, String by) {
        if (m.money.hasStore() && r.passed() && r.signer() != null) {
            seal(m, r.signer(), "RAM clear by " + by);
        }
    }

    /** Seals {@code fingerprint}: a configuration row, logged with its old value and reported (SAS 3C) by the store. */
    private static void seal(Machine m, String fingerprint, String by) {
        m.record(s -> s.setConfig(KEY, fingerprint, by));
        record(m, fingerprint);
        m.record(s -> s.logEvent(EventType.CABINET, "software signing key " + fingerprint + " sealed in critical memory ("
            + by + ")"));
    }
}
