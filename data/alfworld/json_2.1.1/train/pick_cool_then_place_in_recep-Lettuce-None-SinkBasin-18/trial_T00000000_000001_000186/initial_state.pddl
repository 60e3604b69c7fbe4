(define (problem plan_trial_T00000000_000001_000186)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        SinkBasinType - rtype
        AppleType - otype
        BreadType - otype
        ButterKnifeType - otype
        CupType - otype
        DishSpongeType - otype
        KnifeType - otype
        LettuceType - otype
        PepperShakerType - otype
        PotatoType - otype
        SaltShakerType - otype
        SpatulaType - otype
        Lettuce_bar__plus_00_dot_46_bar__plus_01_dot_09_bar__minus_02_dot_14 - object
        Lettuce_bar__plus_02_dot_09_bar__plus_00_dot_50_bar__plus_02_dot_43 - object
        Lettuce_bar__minus_02_dot_79_bar__plus_00_dot_41_bar__minus_00_dot_09 - object
        Apple_bar__plus_00_dot_05_bar__plus_01_dot_42_bar__plus_02_dot_20 - object
        Bread_bar__minus_01_dot_70_bar__plus_01_dot_24_bar__minus_00_dot_58 - object
        Bread_bar__plus_01_dot_90_bar__plus_01_dot_14_bar__minus_01_dot_66 - object
        Cup_bar__plus_01_dot_23_bar__plus_00_dot_57_bar__plus_00_dot_49 - object
        DishSponge_bar__minus_01_dot_45_bar__plus_00_dot_25_bar__minus_02_dot_84 - object
        PepperShaker_bar__minus_02_dot_37_bar__plus_01_dot_09_bar__minus_01_dot_80 - object
        Potato_bar__plus_00_dot_68_bar__plus_00_dot_15_bar__minus_00_dot_50 - object
        SaltShaker_bar__plus_02_dot_64_bar__plus_00_dot_14_bar__plus_00_dot_52 - object
        SaltShaker_bar__plus_02_dot_57_bar__plus_01_dot_13_bar__minus_01_dot_03 - object
        Spatula_bar__minus_01_dot_31_bar__plus_01_dot_49_bar__plus_02_dot_82 - object
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_04_dot_55 - receptacle
        Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43 - receptacle
        Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43 - receptacle
        CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90 - receptacle
        CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72 - receptacle
        Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 - receptacle
        GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50 - receptacle
        Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06 - receptacle
        Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin - receptacle
        loc_bar_0_bar_4_bar_2_bar__minus_30 - location
        loc_bar_1_bar_17_bar_1_bar_30 - location
        loc_bar_3_bar_19_bar_1_bar_30 - location
        loc_bar_3_bar_4_bar_1_bar_30 - location
        loc_bar_3_bar_4_bar_2_bar__minus_30 - location
        loc_bar_3_bar_9_bar_1_bar_30 - location
        loc_bar_4_bar_22_bar_1_bar_0 - location
        loc_bar_4_bar_24_bar_1_bar_30 - location
        loc_bar_4_bar_26_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_10_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_6_bar__minus_10_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_04_dot_55 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_04_dot_55 loc_bar_1_bar_17_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_04_dot_55)
        (receptacleType Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43 loc_bar_3_bar_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43)
        (receptacleType Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43 loc_bar_0_bar_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43)
        (receptacleType CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90 loc_bar_3_bar_4_bar_1_bar_30)
        (receptacleType CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72 loc_bar_3_bar_19_bar_1_bar_30)
        (receptacleType Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63 loc_bar_4_bar_22_bar_1_bar_0)
        (openable Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63)
        (receptacleType GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50 loc_bar_4_bar_24_bar_1_bar_30)
        (receptacleType Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06 SafeType)
        (receptacleAtLocation Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06 loc_bar_4_bar_26_bar_1_bar_30)
        (openable Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06)
        (receptacleType Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin loc_bar_3_bar_9_bar_1_bar_30)
        (canContain CabinetType CupType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpatulaType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType LettuceType)
        (canContain GarbageCanType PotatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (objectType Lettuce_bar__plus_00_dot_46_bar__plus_01_dot_09_bar__minus_02_dot_14 LettuceType)
        (inReceptacle Lettuce_bar__plus_00_dot_46_bar__plus_01_dot_09_bar__minus_02_dot_14 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72)
        (objectAtLocation Lettuce_bar__plus_00_dot_46_bar__plus_01_dot_09_bar__minus_02_dot_14 loc_bar_3_bar_19_bar_1_bar_30)
        (pickupable Lettuce_bar__plus_00_dot_46_bar__plus_01_dot_09_bar__minus_02_dot_14)
        (cleanable Lettuce_bar__plus_00_dot_46_bar__plus_01_dot_09_bar__minus_02_dot_14)
        (coolable Lettuce_bar__plus_00_dot_46_bar__plus_01_dot_09_bar__minus_02_dot_14)
        (sliceable Lettuce_bar__plus_00_dot_46_bar__plus_01_dot_09_bar__minus_02_dot_14)
        (objectType Lettuce_bar__plus_02_dot_09_bar__plus_00_dot_50_bar__plus_02_dot_43 LettuceType)
        (inReceptacle Lettuce_bar__plus_02_dot_09_bar__plus_00_dot_50_bar__plus_02_dot_43 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90)
        (objectAtLocation Lettuce_bar__plus_02_dot_09_bar__plus_00_dot_50_bar__plus_02_dot_43 loc_bar_3_bar_4_bar_1_bar_30)
        (pickupable Lettuce_bar__plus_02_dot_09_bar__plus_00_dot_50_bar__plus_02_dot_43)
        (cleanable Lettuce_bar__plus_02_dot_09_bar__plus_00_dot_50_bar__plus_02_dot_43)
        (coolable Lettuce_bar__plus_02_dot_09_bar__plus_00_dot_50_bar__plus_02_dot_43)
        (sliceable Lettuce_bar__plus_02_dot_09_bar__plus_00_dot_50_bar__plus_02_dot_43)
        (objectType Lettuce_bar__minus_02_dot_79_bar__plus_00_dot_41_bar__minus_00_dot_09 LettuceType)
        (inReceptacle Lettuce_bar__minus_02_dot_79_bar__plus_00_dot_41_bar__minus_00_dot_09 GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50)
        (objectAtLocation Lettuce_bar__minus_02_dot_79_bar__plus_00_dot_41_bar__minus_00_dot_09 loc_bar_4_bar_24_bar_1_bar_30)
        (pickupable Lettuce_bar__minus_02_dot_79_bar__plus_00_dot_41_bar__minus_00_dot_09)
        (cleanable Lettuce_bar__minus_02_dot_79_bar__plus_00_dot_41_bar__minus_00_dot_09)
        (coolable Lettuce_bar__minus_02_dot_79_bar__plus_00_dot_41_bar__minus_00_dot_09)
        (sliceable Lettuce_bar__minus_02_dot_79_bar__plus_00_dot_41_bar__minus_00_dot_09)
        (objectType Apple_bar__plus_00_dot_05_bar__plus_01_dot_42_bar__plus_02_dot_20 AppleType)
        (inReceptacle Apple_bar__plus_00_dot_05_bar__plus_01_dot_42_bar__plus_02_dot_20 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90)
        (objectAtLocation Apple_bar__plus_00_dot_05_bar__plus_01_dot_42_bar__plus_02_dot_20 loc_bar_3_bar_4_bar_1_bar_30)
        (pickupable Apple_bar__plus_00_dot_05_bar__plus_01_dot_42_bar__plus_02_dot_20)
        (cleanable Apple_bar__plus_00_dot_05_bar__plus_01_dot_42_bar__plus_02_dot_20)
        (heatable Apple_bar__plus_00_dot_05_bar__plus_01_dot_42_bar__plus_02_dot_20)
        (coolable Apple_bar__plus_00_dot_05_bar__plus_01_dot_42_bar__plus_02_dot_20)
        (sliceable Apple_bar__plus_00_dot_05_bar__plus_01_dot_42_bar__plus_02_dot_20)
        (objectType Bread_bar__minus_01_dot_70_bar__plus_01_dot_24_bar__minus_00_dot_58 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_70_bar__plus_01_dot_24_bar__minus_00_dot_58 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72)
        (objectAtLocation Bread_bar__minus_01_dot_70_bar__plus_01_dot_24_bar__minus_00_dot_58 loc_bar_3_bar_19_bar_1_bar_30)
        (pickupable Bread_bar__minus_01_dot_70_bar__plus_01_dot_24_bar__minus_00_dot_58)
        (heatable Bread_bar__minus_01_dot_70_bar__plus_01_dot_24_bar__minus_00_dot_58)
        (coolable Bread_bar__minus_01_dot_70_bar__plus_01_dot_24_bar__minus_00_dot_58)
        (sliceable Bread_bar__minus_01_dot_70_bar__plus_01_dot_24_bar__minus_00_dot_58)
        (objectType Bread_bar__plus_01_dot_90_bar__plus_01_dot_14_bar__minus_01_dot_66 BreadType)
        (inReceptacle Bread_bar__plus_01_dot_90_bar__plus_01_dot_14_bar__minus_01_dot_66 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72)
        (objectAtLocation Bread_bar__plus_01_dot_90_bar__plus_01_dot_14_bar__minus_01_dot_66 loc_bar_3_bar_19_bar_1_bar_30)
        (pickupable Bread_bar__plus_01_dot_90_bar__plus_01_dot_14_bar__minus_01_dot_66)
        (heatable Bread_bar__plus_01_dot_90_bar__plus_01_dot_14_bar__minus_01_dot_66)
        (coolable Bread_bar__plus_01_dot_90_bar__plus_01_dot_14_bar__minus_01_dot_66)
        (sliceable Bread_bar__plus_01_dot_90_bar__plus_01_dot_14_bar__minus_01_dot_66)
        (objectType Cup_bar__plus_01_dot_23_bar__plus_00_dot_57_bar__plus_00_dot_49 CupType)
        (inReceptacle Cup_bar__plus_01_dot_23_bar__plus_00_dot_57_bar__plus_00_dot_49 Fridge_bar__plus_02_dot_04_bar__plus_00_dot_00_bar__plus_05_dot_63)
        (objectAtLocation Cup_bar__plus_01_dot_23_bar__plus_00_dot_57_bar__plus_00_dot_49 loc_bar_4_bar_22_bar_1_bar_0)
        (pickupable Cup_bar__plus_01_dot_23_bar__plus_00_dot_57_bar__plus_00_dot_49)
        (cleanable Cup_bar__plus_01_dot_23_bar__plus_00_dot_57_bar__plus_00_dot_49)
        (heatable Cup_bar__plus_01_dot_23_bar__plus_00_dot_57_bar__plus_00_dot_49)
        (coolable Cup_bar__plus_01_dot_23_bar__plus_00_dot_57_bar__plus_00_dot_49)
        (isReceptacleObject Cup_bar__plus_01_dot_23_bar__plus_00_dot_57_bar__plus_00_dot_49)
        (objectType DishSponge_bar__minus_01_dot_45_bar__plus_00_dot_25_bar__minus_02_dot_84 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_01_dot_45_bar__plus_00_dot_25_bar__minus_02_dot_84 Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin)
        (objectAtLocation DishSponge_bar__minus_01_dot_45_bar__plus_00_dot_25_bar__minus_02_dot_84 loc_bar_3_bar_9_bar_1_bar_30)
        (pickupable DishSponge_bar__minus_01_dot_45_bar__plus_00_dot_25_bar__minus_02_dot_84)
        (cleanable DishSponge_bar__minus_01_dot_45_bar__plus_00_dot_25_bar__minus_02_dot_84)
        (objectType PepperShaker_bar__minus_02_dot_37_bar__plus_01_dot_09_bar__minus_01_dot_80 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_02_dot_37_bar__plus_01_dot_09_bar__minus_01_dot_80 Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43)
        (objectAtLocation PepperShaker_bar__minus_02_dot_37_bar__plus_01_dot_09_bar__minus_01_dot_80 loc_bar_3_bar_4_bar_2_bar__minus_30)
        (pickupable PepperShaker_bar__minus_02_dot_37_bar__plus_01_dot_09_bar__minus_01_dot_80)
        (objectType Potato_bar__plus_00_dot_68_bar__plus_00_dot_15_bar__minus_00_dot_50 PotatoType)
        (inReceptacle Potato_bar__plus_00_dot_68_bar__plus_00_dot_15_bar__minus_00_dot_50 GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50)
        (objectAtLocation Potato_bar__plus_00_dot_68_bar__plus_00_dot_15_bar__minus_00_dot_50 loc_bar_4_bar_24_bar_1_bar_30)
        (pickupable Potato_bar__plus_00_dot_68_bar__plus_00_dot_15_bar__minus_00_dot_50)
        (cleanable Potato_bar__plus_00_dot_68_bar__plus_00_dot_15_bar__minus_00_dot_50)
        (heatable Potato_bar__plus_00_dot_68_bar__plus_00_dot_15_bar__minus_00_dot_50)
        (coolable Potato_bar__plus_00_dot_68_bar__plus_00_dot_15_bar__minus_00_dot_50)
        (sliceable Potato_bar__plus_00_dot_68_bar__plus_00_dot_15_bar__minus_00_dot_50)
        (objectType SaltShaker_bar__plus_02_dot_64_bar__plus_00_dot_14_bar__plus_00_dot_52 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_02_dot_64_bar__plus_00_dot_14_bar__plus_00_dot_52 Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43)
        (objectAtLocation SaltShaker_bar__plus_02_dot_64_bar__plus_00_dot_14_bar__plus_00_dot_52 loc_bar_0_bar_4_bar_2_bar__minus_30)
        (pickupable SaltShaker_bar__plus_02_dot_64_bar__plus_00_dot_14_bar__plus_00_dot_52)
        (objectType SaltShaker_bar__plus_02_dot_57_bar__plus_01_dot_13_bar__minus_01_dot_03 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_02_dot_57_bar__plus_01_dot_13_bar__minus_01_dot_03 Cabinet_bar__plus_01_dot_27_bar__plus_02_dot_13_bar__plus_00_dot_43)
        (objectAtLocation SaltShaker_bar__plus_02_dot_57_bar__plus_01_dot_13_bar__minus_01_dot_03 loc_bar_3_bar_4_bar_2_bar__minus_30)
        (pickupable SaltShaker_bar__plus_02_dot_57_bar__plus_01_dot_13_bar__minus_01_dot_03)
        (objectType Spatula_bar__minus_01_dot_31_bar__plus_01_dot_49_bar__plus_02_dot_82 SpatulaType)
        (inReceptacle Spatula_bar__minus_01_dot_31_bar__plus_01_dot_49_bar__plus_02_dot_82 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72)
        (objectAtLocation Spatula_bar__minus_01_dot_31_bar__plus_01_dot_49_bar__plus_02_dot_82 loc_bar_3_bar_19_bar_1_bar_30)
        (pickupable Spatula_bar__minus_01_dot_31_bar__plus_01_dot_49_bar__plus_02_dot_82)
        (cleanable Spatula_bar__minus_01_dot_31_bar__plus_01_dot_49_bar__plus_02_dot_82)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o LettuceType)
                            (receptacleType ?r SinkBasinType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
