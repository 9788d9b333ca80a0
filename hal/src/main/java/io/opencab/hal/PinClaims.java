package io.opencab.hal;

import java.util.HashMap;
import java.util.Map;

/**
 * The BCM pins the {@code hal.*} pin keys claim as {@link HalProperties} reads them, each with its key and whether the
 * file set it. A pin claimed twice is refused naming the two keys, the one the file set first: {@link HalConfig}'s own
 * check names the devices ("BCM pin 20 is wired to both button SPIN and door MAIN"), and a pin used twice through a
 * default named no key at all (outside check, stop 50).
 */
final class PinClaims {
    private record Claim(String key, boolean set) {
    }

    private final Map<Integer, Claim> byPin = new HashMap<>();

    void claim(String key, int bcm, boolean set) {
        Claim before = byPin.putIfAbsent(bcm, new Claim(key, set));
        if (before == null) {
            return;
        }
        // Name the key the file set; when both or neither were set, the later one.
        boolean later = set || !before.set();
        Claim named = later ? new Claim(key, set) : before;
        Claim other = later ? before : new Claim(key, set);
        throw HalException.forKey(named.key(), "BCM " + bcm + " is " + other.key() + "'s too"
                + (other.set() ? "" : " (its default)") + "; every pin is wired to one input or output");
    }
}
