package dev.stretchy.verify.vulkan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.lwjgl.vulkan.VK10.VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT;
import static org.lwjgl.vulkan.VK10.VK_MEMORY_PROPERTY_HOST_CACHED_BIT;
import static org.lwjgl.vulkan.VK10.VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
import static org.lwjgl.vulkan.VK10.VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT;

import org.junit.jupiter.api.Test;

/** The harness's buffers sit in device memory the host can map when the device has it, without a device at hand. */
class MemoryTypeChoiceTest {
    static final int DEVICE = VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT;
    static final int HOST = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;

    /** The order a discrete GPU with resizable BAR lists its types in: device, system (host-visible), then BAR. */
    static final int[] DISCRETE = {DEVICE, HOST, HOST | VK_MEMORY_PROPERTY_HOST_CACHED_BIT, DEVICE | HOST};
    /** A CPU device (lavapipe): one type with everything. */
    static final int[] CPU = {DEVICE | HOST | VK_MEMORY_PROPERTY_HOST_CACHED_BIT};

    @Test
    void prefersMappableDeviceMemory() {
        assertEquals(3, VulkanDevice.pickMemoryType(DISCRETE, 0b1111, HOST, HOST | DEVICE));
        assertEquals(0, VulkanDevice.pickMemoryType(CPU, 0b1, HOST, HOST | DEVICE));
    }

    @Test
    void fallsBackToHostMemoryWhereTheBufferMayNotUseTheBarType() {
        assertEquals(1, VulkanDevice.pickMemoryType(DISCRETE, 0b0111, HOST, HOST | DEVICE));
        assertEquals(-1, VulkanDevice.pickMemoryType(DISCRETE, 0b0001, HOST, HOST | DEVICE));
    }

    /** Planted fault: the first host-visible type, the choice before, is system memory on a discrete GPU. */
    @Test
    void firstHostVisibleTypeIsTheBusOnADiscreteGpu() {
        assertEquals(1, VulkanDevice.pickMemoryType(DISCRETE, 0b1111, HOST, HOST));
    }
}
