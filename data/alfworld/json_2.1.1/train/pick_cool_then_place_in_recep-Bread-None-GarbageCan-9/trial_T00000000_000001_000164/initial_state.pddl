(define (problem plan_trial_T00000000_000001_000164)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BreadType - otype
        ButterKnifeType - otype
        KnifeType - otype
        LettuceType - otype
        SpatulaType - otype
        Bread_bar__plus_00_dot_50_bar__plus_01_dot_16_bar__plus_00_dot_02 - object
        Bread_bar__plus_00_dot_43_bar__plus_01_dot_13_bar__plus_02_dot_50 - object
        ButterKnife_bar__minus_01_dot_29_bar__plus_01_dot_17_bar__minus_01_dot_66 - object
        ButterKnife_bar__plus_02_dot_24_bar__plus_00_dot_25_bar__plus_01_dot_99 - object
        Lettuce_bar__minus_01_dot_65_bar__plus_00_dot_39_bar__plus_00_dot_82 - object
        Lettuce_bar__minus_00_dot_12_bar__plus_00_dot_59_bar__minus_01_dot_53 - object
        Spatula_bar__minus_01_dot_91_bar__plus_00_dot_53_bar__minus_01_dot_40 - object
        Cabinet_bar__plus_00_dot_07_bar__plus_02_dot_26_bar__plus_01_dot_31 - receptacle
        Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__minus_00_dot_30 - receptacle
        Cabinet_bar__plus_01_dot_72_bar__plus_00_dot_40_bar__minus_00_dot_30 - receptacle
        Cabinet_bar__plus_02_dot_99_bar__plus_02_dot_01_bar__plus_01_dot_31 - receptacle
        Drawer_bar__plus_01_dot_53_bar__plus_00_dot_79_bar__plus_01_dot_00 - receptacle
        Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71 - receptacle
        GarbageCan_bar__minus_01_dot_99_bar__plus_00_dot_00_bar__plus_01_dot_36 - receptacle
        loc_bar_0_bar_2_bar_0_bar__minus_30 - location
        loc_bar_11_bar_3_bar_0_bar__minus_30 - location
        loc_bar_12_bar_2_bar_2_bar_30 - location
        loc_bar_4_bar_2_bar_2_bar_30 - location
        loc_bar_5_bar_1_bar_0_bar_30 - location
        loc_bar_9_bar_2_bar_2_bar_30 - location
        loc_bar__minus_4_bar_4_bar_3_bar_30 - location
        loc_bar__minus_8_bar_12_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_8_bar_12_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_07_bar__plus_02_dot_26_bar__plus_01_dot_31 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_07_bar__plus_02_dot_26_bar__plus_01_dot_31 loc_bar_0_bar_2_bar_0_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_07_bar__plus_02_dot_26_bar__plus_01_dot_31)
        (receptacleType Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__minus_00_dot_30 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__minus_00_dot_30 loc_bar_4_bar_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__minus_00_dot_30)
        (receptacleType Cabinet_bar__plus_01_dot_72_bar__plus_00_dot_40_bar__minus_00_dot_30 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_72_bar__plus_00_dot_40_bar__minus_00_dot_30 loc_bar_9_bar_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_72_bar__plus_00_dot_40_bar__minus_00_dot_30)
        (receptacleType Cabinet_bar__plus_02_dot_99_bar__plus_02_dot_01_bar__plus_01_dot_31 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_99_bar__plus_02_dot_01_bar__plus_01_dot_31 loc_bar_11_bar_3_bar_0_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_99_bar__plus_02_dot_01_bar__plus_01_dot_31)
        (receptacleType Drawer_bar__plus_01_dot_53_bar__plus_00_dot_79_bar__plus_01_dot_00 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_53_bar__plus_00_dot_79_bar__plus_01_dot_00 loc_bar_5_bar_1_bar_0_bar_30)
        (openable Drawer_bar__plus_01_dot_53_bar__plus_00_dot_79_bar__plus_01_dot_00)
        (receptacleType Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71 loc_bar_12_bar_2_bar_2_bar_30)
        (openable Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71)
        (receptacleType GarbageCan_bar__minus_01_dot_99_bar__plus_00_dot_00_bar__plus_01_dot_36 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_99_bar__plus_00_dot_00_bar__plus_01_dot_36 loc_bar__minus_4_bar_4_bar_3_bar_30)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType BreadType)
        (canContain FridgeType LettuceType)
        (canContain GarbageCanType BreadType)
        (canContain GarbageCanType LettuceType)
        (canContain MicrowaveType BreadType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType SpatulaType)
        (objectType Bread_bar__plus_00_dot_50_bar__plus_01_dot_16_bar__plus_00_dot_02 BreadType)
        (inReceptacle Bread_bar__plus_00_dot_50_bar__plus_01_dot_16_bar__plus_00_dot_02 Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71)
        (objectAtLocation Bread_bar__plus_00_dot_50_bar__plus_01_dot_16_bar__plus_00_dot_02 loc_bar_12_bar_2_bar_2_bar_30)
        (pickupable Bread_bar__plus_00_dot_50_bar__plus_01_dot_16_bar__plus_00_dot_02)
        (heatable Bread_bar__plus_00_dot_50_bar__plus_01_dot_16_bar__plus_00_dot_02)
        (coolable Bread_bar__plus_00_dot_50_bar__plus_01_dot_16_bar__plus_00_dot_02)
        (sliceable Bread_bar__plus_00_dot_50_bar__plus_01_dot_16_bar__plus_00_dot_02)
        (objectType Bread_bar__plus_00_dot_43_bar__plus_01_dot_13_bar__plus_02_dot_50 BreadType)
        (inReceptacle Bread_bar__plus_00_dot_43_bar__plus_01_dot_13_bar__plus_02_dot_50 Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71)
        (objectAtLocation Bread_bar__plus_00_dot_43_bar__plus_01_dot_13_bar__plus_02_dot_50 loc_bar_12_bar_2_bar_2_bar_30)
        (pickupable Bread_bar__plus_00_dot_43_bar__plus_01_dot_13_bar__plus_02_dot_50)
        (heatable Bread_bar__plus_00_dot_43_bar__plus_01_dot_13_bar__plus_02_dot_50)
        (coolable Bread_bar__plus_00_dot_43_bar__plus_01_dot_13_bar__plus_02_dot_50)
        (sliceable Bread_bar__plus_00_dot_43_bar__plus_01_dot_13_bar__plus_02_dot_50)
        (objectType ButterKnife_bar__minus_01_dot_29_bar__plus_01_dot_17_bar__minus_01_dot_66 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_01_dot_29_bar__plus_01_dot_17_bar__minus_01_dot_66 Drawer_bar__plus_01_dot_53_bar__plus_00_dot_79_bar__plus_01_dot_00)
        (objectAtLocation ButterKnife_bar__minus_01_dot_29_bar__plus_01_dot_17_bar__minus_01_dot_66 loc_bar_5_bar_1_bar_0_bar_30)
        (pickupable ButterKnife_bar__minus_01_dot_29_bar__plus_01_dot_17_bar__minus_01_dot_66)
        (cleanable ButterKnife_bar__minus_01_dot_29_bar__plus_01_dot_17_bar__minus_01_dot_66)
        (objectType ButterKnife_bar__plus_02_dot_24_bar__plus_00_dot_25_bar__plus_01_dot_99 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_02_dot_24_bar__plus_00_dot_25_bar__plus_01_dot_99 Drawer_bar__plus_01_dot_53_bar__plus_00_dot_79_bar__plus_01_dot_00)
        (objectAtLocation ButterKnife_bar__plus_02_dot_24_bar__plus_00_dot_25_bar__plus_01_dot_99 loc_bar_5_bar_1_bar_0_bar_30)
        (pickupable ButterKnife_bar__plus_02_dot_24_bar__plus_00_dot_25_bar__plus_01_dot_99)
        (cleanable ButterKnife_bar__plus_02_dot_24_bar__plus_00_dot_25_bar__plus_01_dot_99)
        (objectType Lettuce_bar__minus_01_dot_65_bar__plus_00_dot_39_bar__plus_00_dot_82 LettuceType)
        (inReceptacle Lettuce_bar__minus_01_dot_65_bar__plus_00_dot_39_bar__plus_00_dot_82 GarbageCan_bar__minus_01_dot_99_bar__plus_00_dot_00_bar__plus_01_dot_36)
        (objectAtLocation Lettuce_bar__minus_01_dot_65_bar__plus_00_dot_39_bar__plus_00_dot_82 loc_bar__minus_4_bar_4_bar_3_bar_30)
        (pickupable Lettuce_bar__minus_01_dot_65_bar__plus_00_dot_39_bar__plus_00_dot_82)
        (cleanable Lettuce_bar__minus_01_dot_65_bar__plus_00_dot_39_bar__plus_00_dot_82)
        (coolable Lettuce_bar__minus_01_dot_65_bar__plus_00_dot_39_bar__plus_00_dot_82)
        (sliceable Lettuce_bar__minus_01_dot_65_bar__plus_00_dot_39_bar__plus_00_dot_82)
        (objectType Lettuce_bar__minus_00_dot_12_bar__plus_00_dot_59_bar__minus_01_dot_53 LettuceType)
        (inReceptacle Lettuce_bar__minus_00_dot_12_bar__plus_00_dot_59_bar__minus_01_dot_53 GarbageCan_bar__minus_01_dot_99_bar__plus_00_dot_00_bar__plus_01_dot_36)
        (objectAtLocation Lettuce_bar__minus_00_dot_12_bar__plus_00_dot_59_bar__minus_01_dot_53 loc_bar__minus_4_bar_4_bar_3_bar_30)
        (pickupable Lettuce_bar__minus_00_dot_12_bar__plus_00_dot_59_bar__minus_01_dot_53)
        (cleanable Lettuce_bar__minus_00_dot_12_bar__plus_00_dot_59_bar__minus_01_dot_53)
        (coolable Lettuce_bar__minus_00_dot_12_bar__plus_00_dot_59_bar__minus_01_dot_53)
        (sliceable Lettuce_bar__minus_00_dot_12_bar__plus_00_dot_59_bar__minus_01_dot_53)
        (objectType Spatula_bar__minus_01_dot_91_bar__plus_00_dot_53_bar__minus_01_dot_40 SpatulaType)
        (inReceptacle Spatula_bar__minus_01_dot_91_bar__plus_00_dot_53_bar__minus_01_dot_40 Drawer_bar__plus_01_dot_53_bar__plus_00_dot_79_bar__plus_01_dot_00)
        (objectAtLocation Spatula_bar__minus_01_dot_91_bar__plus_00_dot_53_bar__minus_01_dot_40 loc_bar_5_bar_1_bar_0_bar_30)
        (pickupable Spatula_bar__minus_01_dot_91_bar__plus_00_dot_53_bar__minus_01_dot_40)
        (cleanable Spatula_bar__minus_01_dot_91_bar__plus_00_dot_53_bar__minus_01_dot_40)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r GarbageCanType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
