(define (problem plan_trial_T00000000_000001_000224)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        KnifeType - otype
        PanType - otype
        PencilType - otype
        PepperShakerType - otype
        PotType - otype
        SpatulaType - otype
        Spatula_bar__plus_02_dot_77_bar__plus_00_dot_61_bar__plus_01_dot_20 - object
        Spatula_bar__minus_02_dot_08_bar__plus_00_dot_58_bar__plus_01_dot_30 - object
        Pan_bar__minus_02_dot_14_bar__plus_00_dot_19_bar__plus_01_dot_94 - object
        Pan_bar__plus_00_dot_29_bar__plus_00_dot_92_bar__minus_02_dot_89 - object
        Pencil_bar__plus_02_dot_10_bar__plus_00_dot_30_bar__plus_02_dot_65 - object
        Pencil_bar__plus_00_dot_84_bar__plus_01_dot_14_bar__minus_00_dot_46 - object
        PepperShaker_bar__plus_02_dot_53_bar__plus_00_dot_72_bar__minus_00_dot_13 - object
        PepperShaker_bar__minus_02_dot_79_bar__plus_00_dot_31_bar__minus_02_dot_41 - object
        Pot_bar__plus_02_dot_55_bar__plus_00_dot_50_bar__minus_01_dot_20 - object
        Pot_bar__plus_01_dot_10_bar__plus_00_dot_88_bar__plus_00_dot_51 - object
        Cabinet_bar__minus_01_dot_54_bar__plus_00_dot_39_bar__plus_02_dot_09 - receptacle
        Cabinet_bar__minus_03_dot_04_bar__plus_01_dot_94_bar__plus_05_dot_32 - receptacle
        Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_04_dot_34 - receptacle
        CounterTop_bar__minus_04_dot_26_bar__plus_00_dot_96_bar__plus_04_dot_94 - receptacle
        Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_05_dot_92 - receptacle
        Drawer_bar__minus_04_dot_09_bar__plus_00_dot_78_bar__plus_04_dot_66 - receptacle
        loc_bar__minus_10_bar__minus_12_bar_2_bar_30 - location
        loc_bar__minus_12_bar_17_bar_3_bar_30 - location
        loc_bar__minus_13_bar_19_bar_0_bar_0 - location
        loc_bar__minus_15_bar_14_bar_0_bar_30 - location
        loc_bar__minus_15_bar_19_bar_0_bar_30 - location
        loc_bar__minus_4_bar_21_bar_0_bar_30 - location
        loc_bar__minus_9_bar_12_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_10_bar__minus_12_bar_2_bar_30)
        (receptacleType Cabinet_bar__minus_01_dot_54_bar__plus_00_dot_39_bar__plus_02_dot_09 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_54_bar__plus_00_dot_39_bar__plus_02_dot_09 loc_bar__minus_9_bar_12_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_54_bar__plus_00_dot_39_bar__plus_02_dot_09)
        (receptacleType Cabinet_bar__minus_03_dot_04_bar__plus_01_dot_94_bar__plus_05_dot_32 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_04_bar__plus_01_dot_94_bar__plus_05_dot_32 loc_bar__minus_13_bar_19_bar_0_bar_0)
        (openable Cabinet_bar__minus_03_dot_04_bar__plus_01_dot_94_bar__plus_05_dot_32)
        (receptacleType Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_04_dot_34 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_04_dot_34 loc_bar__minus_12_bar_17_bar_3_bar_30)
        (openable Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_04_dot_34)
        (receptacleType CounterTop_bar__minus_04_dot_26_bar__plus_00_dot_96_bar__plus_04_dot_94 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_04_dot_26_bar__plus_00_dot_96_bar__plus_04_dot_94 loc_bar__minus_15_bar_19_bar_0_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_05_dot_92 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_05_dot_92 loc_bar__minus_4_bar_21_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_05_dot_92)
        (receptacleType Drawer_bar__minus_04_dot_09_bar__plus_00_dot_78_bar__plus_04_dot_66 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_04_dot_09_bar__plus_00_dot_78_bar__plus_04_dot_66 loc_bar__minus_15_bar_14_bar_0_bar_30)
        (openable Drawer_bar__minus_04_dot_09_bar__plus_00_dot_78_bar__plus_04_dot_66)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType PencilType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SpatulaType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PencilType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpatulaType)
        (objectType Spatula_bar__plus_02_dot_77_bar__plus_00_dot_61_bar__plus_01_dot_20 SpatulaType)
        (inReceptacle Spatula_bar__plus_02_dot_77_bar__plus_00_dot_61_bar__plus_01_dot_20 CounterTop_bar__minus_04_dot_26_bar__plus_00_dot_96_bar__plus_04_dot_94)
        (objectAtLocation Spatula_bar__plus_02_dot_77_bar__plus_00_dot_61_bar__plus_01_dot_20 loc_bar__minus_15_bar_19_bar_0_bar_30)
        (pickupable Spatula_bar__plus_02_dot_77_bar__plus_00_dot_61_bar__plus_01_dot_20)
        (cleanable Spatula_bar__plus_02_dot_77_bar__plus_00_dot_61_bar__plus_01_dot_20)
        (objectType Spatula_bar__minus_02_dot_08_bar__plus_00_dot_58_bar__plus_01_dot_30 SpatulaType)
        (inReceptacle Spatula_bar__minus_02_dot_08_bar__plus_00_dot_58_bar__plus_01_dot_30 CounterTop_bar__minus_04_dot_26_bar__plus_00_dot_96_bar__plus_04_dot_94)
        (objectAtLocation Spatula_bar__minus_02_dot_08_bar__plus_00_dot_58_bar__plus_01_dot_30 loc_bar__minus_15_bar_19_bar_0_bar_30)
        (pickupable Spatula_bar__minus_02_dot_08_bar__plus_00_dot_58_bar__plus_01_dot_30)
        (cleanable Spatula_bar__minus_02_dot_08_bar__plus_00_dot_58_bar__plus_01_dot_30)
        (objectType Pan_bar__minus_02_dot_14_bar__plus_00_dot_19_bar__plus_01_dot_94 PanType)
        (inReceptacle Pan_bar__minus_02_dot_14_bar__plus_00_dot_19_bar__plus_01_dot_94 Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_04_dot_34)
        (objectAtLocation Pan_bar__minus_02_dot_14_bar__plus_00_dot_19_bar__plus_01_dot_94 loc_bar__minus_12_bar_17_bar_3_bar_30)
        (pickupable Pan_bar__minus_02_dot_14_bar__plus_00_dot_19_bar__plus_01_dot_94)
        (cleanable Pan_bar__minus_02_dot_14_bar__plus_00_dot_19_bar__plus_01_dot_94)
        (coolable Pan_bar__minus_02_dot_14_bar__plus_00_dot_19_bar__plus_01_dot_94)
        (isReceptacleObject Pan_bar__minus_02_dot_14_bar__plus_00_dot_19_bar__plus_01_dot_94)
        (objectType Pan_bar__plus_00_dot_29_bar__plus_00_dot_92_bar__minus_02_dot_89 PanType)
        (inReceptacle Pan_bar__plus_00_dot_29_bar__plus_00_dot_92_bar__minus_02_dot_89 Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_04_dot_34)
        (objectAtLocation Pan_bar__plus_00_dot_29_bar__plus_00_dot_92_bar__minus_02_dot_89 loc_bar__minus_12_bar_17_bar_3_bar_30)
        (pickupable Pan_bar__plus_00_dot_29_bar__plus_00_dot_92_bar__minus_02_dot_89)
        (cleanable Pan_bar__plus_00_dot_29_bar__plus_00_dot_92_bar__minus_02_dot_89)
        (coolable Pan_bar__plus_00_dot_29_bar__plus_00_dot_92_bar__minus_02_dot_89)
        (isReceptacleObject Pan_bar__plus_00_dot_29_bar__plus_00_dot_92_bar__minus_02_dot_89)
        (objectType Pencil_bar__plus_02_dot_10_bar__plus_00_dot_30_bar__plus_02_dot_65 PencilType)
        (inReceptacle Pencil_bar__plus_02_dot_10_bar__plus_00_dot_30_bar__plus_02_dot_65 Drawer_bar__minus_00_dot_51_bar__plus_00_dot_78_bar__plus_05_dot_92)
        (objectAtLocation Pencil_bar__plus_02_dot_10_bar__plus_00_dot_30_bar__plus_02_dot_65 loc_bar__minus_4_bar_21_bar_0_bar_30)
        (pickupable Pencil_bar__plus_02_dot_10_bar__plus_00_dot_30_bar__plus_02_dot_65)
        (objectType Pencil_bar__plus_00_dot_84_bar__plus_01_dot_14_bar__minus_00_dot_46 PencilType)
        (inReceptacle Pencil_bar__plus_00_dot_84_bar__plus_01_dot_14_bar__minus_00_dot_46 Drawer_bar__minus_04_dot_09_bar__plus_00_dot_78_bar__plus_04_dot_66)
        (objectAtLocation Pencil_bar__plus_00_dot_84_bar__plus_01_dot_14_bar__minus_00_dot_46 loc_bar__minus_15_bar_14_bar_0_bar_30)
        (pickupable Pencil_bar__plus_00_dot_84_bar__plus_01_dot_14_bar__minus_00_dot_46)
        (objectType PepperShaker_bar__plus_02_dot_53_bar__plus_00_dot_72_bar__minus_00_dot_13 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_02_dot_53_bar__plus_00_dot_72_bar__minus_00_dot_13 Cabinet_bar__minus_01_dot_54_bar__plus_00_dot_39_bar__plus_02_dot_09)
        (objectAtLocation PepperShaker_bar__plus_02_dot_53_bar__plus_00_dot_72_bar__minus_00_dot_13 loc_bar__minus_9_bar_12_bar_2_bar_30)
        (pickupable PepperShaker_bar__plus_02_dot_53_bar__plus_00_dot_72_bar__minus_00_dot_13)
        (objectType PepperShaker_bar__minus_02_dot_79_bar__plus_00_dot_31_bar__minus_02_dot_41 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_02_dot_79_bar__plus_00_dot_31_bar__minus_02_dot_41 Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_04_dot_34)
        (objectAtLocation PepperShaker_bar__minus_02_dot_79_bar__plus_00_dot_31_bar__minus_02_dot_41 loc_bar__minus_12_bar_17_bar_3_bar_30)
        (pickupable PepperShaker_bar__minus_02_dot_79_bar__plus_00_dot_31_bar__minus_02_dot_41)
        (objectType Pot_bar__plus_02_dot_55_bar__plus_00_dot_50_bar__minus_01_dot_20 PotType)
        (inReceptacle Pot_bar__plus_02_dot_55_bar__plus_00_dot_50_bar__minus_01_dot_20 Cabinet_bar__minus_01_dot_54_bar__plus_00_dot_39_bar__plus_02_dot_09)
        (objectAtLocation Pot_bar__plus_02_dot_55_bar__plus_00_dot_50_bar__minus_01_dot_20 loc_bar__minus_9_bar_12_bar_2_bar_30)
        (pickupable Pot_bar__plus_02_dot_55_bar__plus_00_dot_50_bar__minus_01_dot_20)
        (cleanable Pot_bar__plus_02_dot_55_bar__plus_00_dot_50_bar__minus_01_dot_20)
        (coolable Pot_bar__plus_02_dot_55_bar__plus_00_dot_50_bar__minus_01_dot_20)
        (isReceptacleObject Pot_bar__plus_02_dot_55_bar__plus_00_dot_50_bar__minus_01_dot_20)
        (objectType Pot_bar__plus_01_dot_10_bar__plus_00_dot_88_bar__plus_00_dot_51 PotType)
        (inReceptacle Pot_bar__plus_01_dot_10_bar__plus_00_dot_88_bar__plus_00_dot_51 Cabinet_bar__minus_03_dot_96_bar__plus_00_dot_39_bar__plus_04_dot_34)
        (objectAtLocation Pot_bar__plus_01_dot_10_bar__plus_00_dot_88_bar__plus_00_dot_51 loc_bar__minus_12_bar_17_bar_3_bar_30)
        (pickupable Pot_bar__plus_01_dot_10_bar__plus_00_dot_88_bar__plus_00_dot_51)
        (cleanable Pot_bar__plus_01_dot_10_bar__plus_00_dot_88_bar__plus_00_dot_51)
        (coolable Pot_bar__plus_01_dot_10_bar__plus_00_dot_88_bar__plus_00_dot_51)
        (isReceptacleObject Pot_bar__plus_01_dot_10_bar__plus_00_dot_88_bar__plus_00_dot_51)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 SpatulaType)
                                    (receptacleType ?r DrawerType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 SpatulaType)
                                            (receptacleType ?r DrawerType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
