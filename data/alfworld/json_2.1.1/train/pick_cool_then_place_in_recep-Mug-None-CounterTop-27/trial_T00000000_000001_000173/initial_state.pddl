(define (problem plan_trial_T00000000_000001_000173)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        MugType - otype
        SoapBottleType - otype
        SpatulaType - otype
        Mug_bar__plus_00_dot_13_bar__plus_00_dot_07_bar__minus_00_dot_06 - object
        Cup_bar__plus_02_dot_53_bar__plus_01_dot_08_bar__plus_01_dot_60 - object
        SoapBottle_bar__plus_02_dot_15_bar__plus_01_dot_14_bar__minus_01_dot_77 - object
        SoapBottle_bar__minus_02_dot_01_bar__plus_00_dot_05_bar__minus_00_dot_79 - object
        Spatula_bar__minus_01_dot_94_bar__plus_00_dot_97_bar__minus_02_dot_69 - object
        Spatula_bar__plus_02_dot_29_bar__plus_01_dot_22_bar__minus_01_dot_80 - object
        Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36 - receptacle
        Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_02_dot_35 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77 - receptacle
        CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67 - receptacle
        CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58 - receptacle
        DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 - receptacle
        Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06 - receptacle
        Drawer_bar__plus_02_dot_17_bar__plus_00_dot_77_bar__plus_00_dot_58 - receptacle
        Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06 - receptacle
        Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28 - receptacle
        GarbageCan_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_80 - receptacle
        Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08 - receptacle
        Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin - receptacle
        loc_bar_11_bar_4_bar_2_bar_30 - location
        loc_bar_2_bar_3_bar_3_bar_30 - location
        loc_bar_2_bar_8_bar_3_bar_30 - location
        loc_bar_3_bar_5_bar_1_bar_0 - location
        loc_bar_3_bar_6_bar_0_bar_30 - location
        loc_bar_3_bar_6_bar_1_bar_30 - location
        loc_bar_3_bar_8_bar_3_bar_30 - location
        loc_bar_3_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar_3_bar_1_bar_30 - location
        loc_bar_4_bar_8_bar_0_bar_30 - location
        loc_bar_4_bar_8_bar_1_bar_30 - location
        loc_bar_5_bar_1_bar_1_bar_0 - location
        loc_bar_5_bar_2_bar_1_bar_30 - location
        loc_bar_5_bar_7_bar_1_bar_30 - location
        loc_bar_5_bar__minus_1_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_11_bar_4_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36 loc_bar_3_bar_6_bar_0_bar_30)
        (openable Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (receptacleType Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_02_dot_35 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_02_dot_35 loc_bar_3_bar_6_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_76_bar__plus_00_dot_39_bar__plus_02_dot_35)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28 loc_bar_5_bar_1_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77 loc_bar_3_bar_5_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77)
        (receptacleType CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67 loc_bar_5_bar_7_bar_1_bar_30)
        (receptacleType CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58 loc_bar_5_bar_2_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 loc_bar_2_bar_3_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06 loc_bar_4_bar_8_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06)
        (receptacleType Drawer_bar__plus_02_dot_17_bar__plus_00_dot_77_bar__plus_00_dot_58 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_17_bar__plus_00_dot_77_bar__plus_00_dot_58 loc_bar_4_bar_3_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_17_bar__plus_00_dot_77_bar__plus_00_dot_58)
        (receptacleType Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06 loc_bar_3_bar_8_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06)
        (receptacleType Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28 loc_bar_5_bar__minus_1_bar_1_bar_30)
        (openable Fridge_bar__plus_02_dot_10_bar__plus_00_dot_00_bar__minus_00_dot_28)
        (receptacleType GarbageCan_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_80 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_33_bar__plus_00_dot_00_bar__minus_00_dot_80 loc_bar_3_bar__minus_1_bar_3_bar_30)
        (receptacleType Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08 loc_bar_2_bar_8_bar_3_bar_30)
        (openable Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (receptacleType Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin loc_bar_4_bar_8_bar_0_bar_30)
        (canContain CabinetType CupType)
        (canContain CabinetType MugType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpatulaType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType SpatulaType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType CupType)
        (canContain FridgeType MugType)
        (canContain GarbageCanType SoapBottleType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType SpatulaType)
        (objectType Mug_bar__plus_00_dot_13_bar__plus_00_dot_07_bar__minus_00_dot_06 MugType)
        (inReceptacle Mug_bar__plus_00_dot_13_bar__plus_00_dot_07_bar__minus_00_dot_06 Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77)
        (objectAtLocation Mug_bar__plus_00_dot_13_bar__plus_00_dot_07_bar__minus_00_dot_06 loc_bar_3_bar_5_bar_1_bar_0)
        (pickupable Mug_bar__plus_00_dot_13_bar__plus_00_dot_07_bar__minus_00_dot_06)
        (cleanable Mug_bar__plus_00_dot_13_bar__plus_00_dot_07_bar__minus_00_dot_06)
        (heatable Mug_bar__plus_00_dot_13_bar__plus_00_dot_07_bar__minus_00_dot_06)
        (coolable Mug_bar__plus_00_dot_13_bar__plus_00_dot_07_bar__minus_00_dot_06)
        (isReceptacleObject Mug_bar__plus_00_dot_13_bar__plus_00_dot_07_bar__minus_00_dot_06)
        (objectType Cup_bar__plus_02_dot_53_bar__plus_01_dot_08_bar__plus_01_dot_60 CupType)
        (inReceptacle Cup_bar__plus_02_dot_53_bar__plus_01_dot_08_bar__plus_01_dot_60 Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28)
        (objectAtLocation Cup_bar__plus_02_dot_53_bar__plus_01_dot_08_bar__plus_01_dot_60 loc_bar_5_bar_1_bar_1_bar_0)
        (pickupable Cup_bar__plus_02_dot_53_bar__plus_01_dot_08_bar__plus_01_dot_60)
        (cleanable Cup_bar__plus_02_dot_53_bar__plus_01_dot_08_bar__plus_01_dot_60)
        (heatable Cup_bar__plus_02_dot_53_bar__plus_01_dot_08_bar__plus_01_dot_60)
        (coolable Cup_bar__plus_02_dot_53_bar__plus_01_dot_08_bar__plus_01_dot_60)
        (isReceptacleObject Cup_bar__plus_02_dot_53_bar__plus_01_dot_08_bar__plus_01_dot_60)
        (objectType SoapBottle_bar__plus_02_dot_15_bar__plus_01_dot_14_bar__minus_01_dot_77 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_02_dot_15_bar__plus_01_dot_14_bar__minus_01_dot_77 DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88)
        (objectAtLocation SoapBottle_bar__plus_02_dot_15_bar__plus_01_dot_14_bar__minus_01_dot_77 loc_bar_2_bar_3_bar_3_bar_30)
        (pickupable SoapBottle_bar__plus_02_dot_15_bar__plus_01_dot_14_bar__minus_01_dot_77)
        (objectType SoapBottle_bar__minus_02_dot_01_bar__plus_00_dot_05_bar__minus_00_dot_79 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_01_bar__plus_00_dot_05_bar__minus_00_dot_79 Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06)
        (objectAtLocation SoapBottle_bar__minus_02_dot_01_bar__plus_00_dot_05_bar__minus_00_dot_79 loc_bar_4_bar_8_bar_1_bar_30)
        (pickupable SoapBottle_bar__minus_02_dot_01_bar__plus_00_dot_05_bar__minus_00_dot_79)
        (objectType Spatula_bar__minus_01_dot_94_bar__plus_00_dot_97_bar__minus_02_dot_69 SpatulaType)
        (inReceptacle Spatula_bar__minus_01_dot_94_bar__plus_00_dot_97_bar__minus_02_dot_69 Sink_bar__plus_00_dot_94_bar__plus_00_dot_94_bar__plus_02_dot_65_bar_SinkBasin)
        (objectAtLocation Spatula_bar__minus_01_dot_94_bar__plus_00_dot_97_bar__minus_02_dot_69 loc_bar_4_bar_8_bar_0_bar_30)
        (pickupable Spatula_bar__minus_01_dot_94_bar__plus_00_dot_97_bar__minus_02_dot_69)
        (cleanable Spatula_bar__minus_01_dot_94_bar__plus_00_dot_97_bar__minus_02_dot_69)
        (objectType Spatula_bar__plus_02_dot_29_bar__plus_01_dot_22_bar__minus_01_dot_80 SpatulaType)
        (inReceptacle Spatula_bar__plus_02_dot_29_bar__plus_01_dot_22_bar__minus_01_dot_80 CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67)
        (objectAtLocation Spatula_bar__plus_02_dot_29_bar__plus_01_dot_22_bar__minus_01_dot_80 loc_bar_5_bar_7_bar_1_bar_30)
        (pickupable Spatula_bar__plus_02_dot_29_bar__plus_01_dot_22_bar__minus_01_dot_80)
        (cleanable Spatula_bar__plus_02_dot_29_bar__plus_01_dot_22_bar__minus_01_dot_80)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
