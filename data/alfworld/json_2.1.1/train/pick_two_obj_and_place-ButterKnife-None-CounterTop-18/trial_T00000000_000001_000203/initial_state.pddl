(define (problem plan_trial_T00000000_000001_000203)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        SinkBasinType - rtype
        BreadType - otype
        ButterKnifeType - otype
        CupType - otype
        ForkType - otype
        KnifeType - otype
        PanType - otype
        PepperShakerType - otype
        PlateType - otype
        ButterKnife_bar__plus_00_dot_37_bar__plus_00_dot_38_bar__minus_01_dot_14 - object
        ButterKnife_bar__plus_02_dot_96_bar__plus_01_dot_24_bar__plus_02_dot_04 - object
        Bread_bar__minus_01_dot_67_bar__plus_01_dot_28_bar__plus_02_dot_64 - object
        Bread_bar__minus_01_dot_23_bar__plus_01_dot_17_bar__minus_02_dot_51 - object
        Cup_bar__plus_02_dot_09_bar__plus_00_dot_60_bar__minus_02_dot_29 - object
        Fork_bar__plus_01_dot_97_bar__plus_01_dot_31_bar__plus_01_dot_85 - object
        Fork_bar__minus_01_dot_79_bar__plus_00_dot_21_bar__minus_01_dot_72 - object
        Knife_bar__minus_02_dot_05_bar__plus_00_dot_05_bar__plus_02_dot_76 - object
        Pan_bar__plus_01_dot_26_bar__plus_00_dot_21_bar__plus_00_dot_61 - object
        Pan_bar__plus_01_dot_91_bar__plus_00_dot_22_bar__minus_00_dot_01 - object
        PepperShaker_bar__plus_00_dot_46_bar__plus_01_dot_20_bar__plus_02_dot_13 - object
        Plate_bar__minus_02_dot_75_bar__plus_01_dot_09_bar__minus_01_dot_73 - object
        Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_99 - receptacle
        Cabinet_bar__minus_00_dot_17_bar__plus_00_dot_42_bar__plus_00_dot_74 - receptacle
        Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43 - receptacle
        Cabinet_bar__minus_00_dot_78_bar__plus_00_dot_42_bar__plus_00_dot_74 - receptacle
        CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90 - receptacle
        CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72 - receptacle
        Drawer_bar__plus_00_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_52 - receptacle
        Drawer_bar__plus_00_dot_74_bar__plus_00_dot_80_bar__plus_00_dot_52 - receptacle
        Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29 - receptacle
        Drawer_bar__plus_01_dot_28_bar__plus_00_dot_81_bar__plus_04_dot_72 - receptacle
        Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52 - receptacle
        GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50 - receptacle
        Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 - receptacle
        Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06 - receptacle
        loc_bar_0_bar_4_bar_2_bar__minus_30 - location
        loc_bar_0_bar_5_bar_1_bar_30 - location
        loc_bar_0_bar_7_bar_2_bar_30 - location
        loc_bar_10_bar_1_bar_1_bar_30 - location
        loc_bar_1_bar_13_bar_1_bar_30 - location
        loc_bar_1_bar_14_bar_1_bar_30 - location
        loc_bar_1_bar_20_bar_1_bar_30 - location
        loc_bar_1_bar_6_bar_2_bar_0 - location
        loc_bar_3_bar_19_bar_1_bar_30 - location
        loc_bar_3_bar_4_bar_1_bar_30 - location
        loc_bar_4_bar_24_bar_1_bar_30 - location
        loc_bar_4_bar_26_bar_1_bar_30 - location
        loc_bar__minus_1_bar_7_bar_2_bar_30 - location
        loc_bar__minus_3_bar_5_bar_1_bar_30 - location
        loc_bar__minus_5_bar_5_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_10_bar_1_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_99 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_99 loc_bar_1_bar_14_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_99)
        (receptacleType Cabinet_bar__minus_00_dot_17_bar__plus_00_dot_42_bar__plus_00_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_17_bar__plus_00_dot_42_bar__plus_00_dot_74 loc_bar__minus_1_bar_7_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_17_bar__plus_00_dot_42_bar__plus_00_dot_74)
        (receptacleType Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43 loc_bar_0_bar_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_26_bar__plus_02_dot_13_bar__plus_00_dot_43)
        (receptacleType Cabinet_bar__minus_00_dot_78_bar__plus_00_dot_42_bar__plus_00_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_78_bar__plus_00_dot_42_bar__plus_00_dot_74 loc_bar_0_bar_7_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_78_bar__plus_00_dot_42_bar__plus_00_dot_74)
        (receptacleType CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90 loc_bar_3_bar_4_bar_1_bar_30)
        (receptacleType CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72 loc_bar_3_bar_19_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_52 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_52 loc_bar__minus_3_bar_5_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_52)
        (receptacleType Drawer_bar__plus_00_dot_74_bar__plus_00_dot_80_bar__plus_00_dot_52 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_74_bar__plus_00_dot_80_bar__plus_00_dot_52 loc_bar_0_bar_5_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_74_bar__plus_00_dot_80_bar__plus_00_dot_52)
        (receptacleType Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29 loc_bar_1_bar_13_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_28_bar__plus_00_dot_80_bar__plus_03_dot_29)
        (receptacleType Drawer_bar__plus_01_dot_28_bar__plus_00_dot_81_bar__plus_04_dot_72 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_28_bar__plus_00_dot_81_bar__plus_04_dot_72 loc_bar_1_bar_20_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_28_bar__plus_00_dot_81_bar__plus_04_dot_72)
        (receptacleType Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52 loc_bar__minus_5_bar_5_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52)
        (receptacleType GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50 loc_bar_4_bar_24_bar_1_bar_30)
        (receptacleType Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 loc_bar_1_bar_6_bar_2_bar_0)
        (openable Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26)
        (receptacleType Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06 SafeType)
        (receptacleAtLocation Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06 loc_bar_4_bar_26_bar_1_bar_30)
        (openable Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06)
        (canContain CabinetType CupType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PlateType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ForkType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain FridgeType PanType)
        (canContain FridgeType PlateType)
        (canContain GarbageCanType BreadType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PlateType)
        (objectType ButterKnife_bar__plus_00_dot_37_bar__plus_00_dot_38_bar__minus_01_dot_14 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_00_dot_37_bar__plus_00_dot_38_bar__minus_01_dot_14 Drawer_bar__plus_00_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_52)
        (objectAtLocation ButterKnife_bar__plus_00_dot_37_bar__plus_00_dot_38_bar__minus_01_dot_14 loc_bar__minus_3_bar_5_bar_1_bar_30)
        (pickupable ButterKnife_bar__plus_00_dot_37_bar__plus_00_dot_38_bar__minus_01_dot_14)
        (cleanable ButterKnife_bar__plus_00_dot_37_bar__plus_00_dot_38_bar__minus_01_dot_14)
        (objectType ButterKnife_bar__plus_02_dot_96_bar__plus_01_dot_24_bar__plus_02_dot_04 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_02_dot_96_bar__plus_01_dot_24_bar__plus_02_dot_04 Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52)
        (objectAtLocation ButterKnife_bar__plus_02_dot_96_bar__plus_01_dot_24_bar__plus_02_dot_04 loc_bar__minus_5_bar_5_bar_1_bar_30)
        (pickupable ButterKnife_bar__plus_02_dot_96_bar__plus_01_dot_24_bar__plus_02_dot_04)
        (cleanable ButterKnife_bar__plus_02_dot_96_bar__plus_01_dot_24_bar__plus_02_dot_04)
        (objectType Bread_bar__minus_01_dot_67_bar__plus_01_dot_28_bar__plus_02_dot_64 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_67_bar__plus_01_dot_28_bar__plus_02_dot_64 Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26)
        (objectAtLocation Bread_bar__minus_01_dot_67_bar__plus_01_dot_28_bar__plus_02_dot_64 loc_bar_1_bar_6_bar_2_bar_0)
        (pickupable Bread_bar__minus_01_dot_67_bar__plus_01_dot_28_bar__plus_02_dot_64)
        (heatable Bread_bar__minus_01_dot_67_bar__plus_01_dot_28_bar__plus_02_dot_64)
        (coolable Bread_bar__minus_01_dot_67_bar__plus_01_dot_28_bar__plus_02_dot_64)
        (sliceable Bread_bar__minus_01_dot_67_bar__plus_01_dot_28_bar__plus_02_dot_64)
        (objectType Bread_bar__minus_01_dot_23_bar__plus_01_dot_17_bar__minus_02_dot_51 BreadType)
        (inReceptacle Bread_bar__minus_01_dot_23_bar__plus_01_dot_17_bar__minus_02_dot_51 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72)
        (objectAtLocation Bread_bar__minus_01_dot_23_bar__plus_01_dot_17_bar__minus_02_dot_51 loc_bar_3_bar_19_bar_1_bar_30)
        (pickupable Bread_bar__minus_01_dot_23_bar__plus_01_dot_17_bar__minus_02_dot_51)
        (heatable Bread_bar__minus_01_dot_23_bar__plus_01_dot_17_bar__minus_02_dot_51)
        (coolable Bread_bar__minus_01_dot_23_bar__plus_01_dot_17_bar__minus_02_dot_51)
        (sliceable Bread_bar__minus_01_dot_23_bar__plus_01_dot_17_bar__minus_02_dot_51)
        (objectType Cup_bar__plus_02_dot_09_bar__plus_00_dot_60_bar__minus_02_dot_29 CupType)
        (inReceptacle Cup_bar__plus_02_dot_09_bar__plus_00_dot_60_bar__minus_02_dot_29 Cabinet_bar__minus_00_dot_78_bar__plus_00_dot_42_bar__plus_00_dot_74)
        (objectAtLocation Cup_bar__plus_02_dot_09_bar__plus_00_dot_60_bar__minus_02_dot_29 loc_bar_0_bar_7_bar_2_bar_30)
        (pickupable Cup_bar__plus_02_dot_09_bar__plus_00_dot_60_bar__minus_02_dot_29)
        (cleanable Cup_bar__plus_02_dot_09_bar__plus_00_dot_60_bar__minus_02_dot_29)
        (heatable Cup_bar__plus_02_dot_09_bar__plus_00_dot_60_bar__minus_02_dot_29)
        (coolable Cup_bar__plus_02_dot_09_bar__plus_00_dot_60_bar__minus_02_dot_29)
        (isReceptacleObject Cup_bar__plus_02_dot_09_bar__plus_00_dot_60_bar__minus_02_dot_29)
        (objectType Fork_bar__plus_01_dot_97_bar__plus_01_dot_31_bar__plus_01_dot_85 ForkType)
        (inReceptacle Fork_bar__plus_01_dot_97_bar__plus_01_dot_31_bar__plus_01_dot_85 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_00_dot_90)
        (objectAtLocation Fork_bar__plus_01_dot_97_bar__plus_01_dot_31_bar__plus_01_dot_85 loc_bar_3_bar_4_bar_1_bar_30)
        (pickupable Fork_bar__plus_01_dot_97_bar__plus_01_dot_31_bar__plus_01_dot_85)
        (cleanable Fork_bar__plus_01_dot_97_bar__plus_01_dot_31_bar__plus_01_dot_85)
        (objectType Fork_bar__minus_01_dot_79_bar__plus_00_dot_21_bar__minus_01_dot_72 ForkType)
        (inReceptacle Fork_bar__minus_01_dot_79_bar__plus_00_dot_21_bar__minus_01_dot_72 Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52)
        (objectAtLocation Fork_bar__minus_01_dot_79_bar__plus_00_dot_21_bar__minus_01_dot_72 loc_bar__minus_5_bar_5_bar_1_bar_30)
        (pickupable Fork_bar__minus_01_dot_79_bar__plus_00_dot_21_bar__minus_01_dot_72)
        (cleanable Fork_bar__minus_01_dot_79_bar__plus_00_dot_21_bar__minus_01_dot_72)
        (objectType Knife_bar__minus_02_dot_05_bar__plus_00_dot_05_bar__plus_02_dot_76 KnifeType)
        (inReceptacle Knife_bar__minus_02_dot_05_bar__plus_00_dot_05_bar__plus_02_dot_76 Drawer_bar__plus_01_dot_28_bar__plus_00_dot_81_bar__plus_04_dot_72)
        (objectAtLocation Knife_bar__minus_02_dot_05_bar__plus_00_dot_05_bar__plus_02_dot_76 loc_bar_1_bar_20_bar_1_bar_30)
        (pickupable Knife_bar__minus_02_dot_05_bar__plus_00_dot_05_bar__plus_02_dot_76)
        (cleanable Knife_bar__minus_02_dot_05_bar__plus_00_dot_05_bar__plus_02_dot_76)
        (objectType Pan_bar__plus_01_dot_26_bar__plus_00_dot_21_bar__plus_00_dot_61 PanType)
        (inReceptacle Pan_bar__plus_01_dot_26_bar__plus_00_dot_21_bar__plus_00_dot_61 Cabinet_bar__plus_01_dot_05_bar__plus_00_dot_42_bar__plus_02_dot_99)
        (objectAtLocation Pan_bar__plus_01_dot_26_bar__plus_00_dot_21_bar__plus_00_dot_61 loc_bar_1_bar_14_bar_1_bar_30)
        (pickupable Pan_bar__plus_01_dot_26_bar__plus_00_dot_21_bar__plus_00_dot_61)
        (cleanable Pan_bar__plus_01_dot_26_bar__plus_00_dot_21_bar__plus_00_dot_61)
        (coolable Pan_bar__plus_01_dot_26_bar__plus_00_dot_21_bar__plus_00_dot_61)
        (isReceptacleObject Pan_bar__plus_01_dot_26_bar__plus_00_dot_21_bar__plus_00_dot_61)
        (objectType Pan_bar__plus_01_dot_91_bar__plus_00_dot_22_bar__minus_00_dot_01 PanType)
        (inReceptacle Pan_bar__plus_01_dot_91_bar__plus_00_dot_22_bar__minus_00_dot_01 Cabinet_bar__minus_00_dot_78_bar__plus_00_dot_42_bar__plus_00_dot_74)
        (objectAtLocation Pan_bar__plus_01_dot_91_bar__plus_00_dot_22_bar__minus_00_dot_01 loc_bar_0_bar_7_bar_2_bar_30)
        (pickupable Pan_bar__plus_01_dot_91_bar__plus_00_dot_22_bar__minus_00_dot_01)
        (cleanable Pan_bar__plus_01_dot_91_bar__plus_00_dot_22_bar__minus_00_dot_01)
        (coolable Pan_bar__plus_01_dot_91_bar__plus_00_dot_22_bar__minus_00_dot_01)
        (isReceptacleObject Pan_bar__plus_01_dot_91_bar__plus_00_dot_22_bar__minus_00_dot_01)
        (objectType PepperShaker_bar__plus_00_dot_46_bar__plus_01_dot_20_bar__plus_02_dot_13 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_00_dot_46_bar__plus_01_dot_20_bar__plus_02_dot_13 Drawer_bar__minus_00_dot_48_bar__plus_00_dot_80_bar__plus_00_dot_52)
        (objectAtLocation PepperShaker_bar__plus_00_dot_46_bar__plus_01_dot_20_bar__plus_02_dot_13 loc_bar__minus_5_bar_5_bar_1_bar_30)
        (pickupable PepperShaker_bar__plus_00_dot_46_bar__plus_01_dot_20_bar__plus_02_dot_13)
        (objectType Plate_bar__minus_02_dot_75_bar__plus_01_dot_09_bar__minus_01_dot_73 PlateType)
        (inReceptacle Plate_bar__minus_02_dot_75_bar__plus_01_dot_09_bar__minus_01_dot_73 CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72)
        (objectAtLocation Plate_bar__minus_02_dot_75_bar__plus_01_dot_09_bar__minus_01_dot_73 loc_bar_3_bar_19_bar_1_bar_30)
        (pickupable Plate_bar__minus_02_dot_75_bar__plus_01_dot_09_bar__minus_01_dot_73)
        (cleanable Plate_bar__minus_02_dot_75_bar__plus_01_dot_09_bar__minus_01_dot_73)
        (heatable Plate_bar__minus_02_dot_75_bar__plus_01_dot_09_bar__minus_01_dot_73)
        (coolable Plate_bar__minus_02_dot_75_bar__plus_01_dot_09_bar__minus_01_dot_73)
        (isReceptacleObject Plate_bar__minus_02_dot_75_bar__plus_01_dot_09_bar__minus_01_dot_73)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 ButterKnifeType)
                                    (receptacleType ?r CounterTopType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 ButterKnifeType)
                                            (receptacleType ?r CounterTopType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
