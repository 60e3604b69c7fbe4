(define (problem plan_trial_T00000000_000001_000204)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        LettuceType - otype
        SoapBottleType - otype
        SpoonType - otype
        SoapBottle_bar__plus_00_dot_03_bar__plus_00_dot_06_bar__minus_01_dot_83 - object
        SoapBottle_bar__minus_02_dot_04_bar__plus_00_dot_14_bar__minus_00_dot_49 - object
        SoapBottle_bar__minus_01_dot_57_bar__plus_01_dot_20_bar__plus_01_dot_53 - object
        Apple_bar__plus_02_dot_92_bar__plus_00_dot_58_bar__plus_00_dot_43 - object
        Cup_bar__minus_02_dot_36_bar__plus_00_dot_89_bar__minus_01_dot_33 - object
        Knife_bar__minus_01_dot_31_bar__plus_00_dot_27_bar__plus_01_dot_41 - object
        Knife_bar__plus_02_dot_18_bar__plus_01_dot_25_bar__minus_00_dot_36 - object
        Lettuce_bar__minus_02_dot_84_bar__plus_00_dot_17_bar__plus_02_dot_88 - object
        Spoon_bar__plus_00_dot_49_bar__plus_01_dot_26_bar__plus_01_dot_74 - object
        Cabinet_bar__minus_01_dot_42_bar__plus_00_dot_39_bar__plus_03_dot_46 - receptacle
        Cabinet_bar__minus_02_dot_21_bar__plus_00_dot_39_bar__plus_03_dot_46 - receptacle
        Cabinet_bar__minus_02_dot_96_bar__plus_00_dot_39_bar__plus_03_dot_46 - receptacle
        Cabinet_bar__minus_02_dot_99_bar__plus_00_dot_39_bar__plus_01_dot_04 - receptacle
        Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_02_dot_65 - receptacle
        Cabinet_bar__minus_03_dot_37_bar__plus_01_dot_93_bar__plus_01_dot_06 - receptacle
        Cabinet_bar__minus_03_dot_37_bar__plus_01_dot_93_bar__plus_02_dot_68 - receptacle
        CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_01_dot_36 - receptacle
        CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_03_dot_34 - receptacle
        DiningTable_bar__minus_01_dot_35_bar__plus_00_dot_01_bar__plus_00_dot_33 - receptacle
        Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_01_dot_36 - receptacle
        Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_02_dot_92 - receptacle
        Fridge_bar__minus_00_dot_44_bar__plus_00_dot_01_bar__plus_04_dot_00 - receptacle
        Microwave_bar__minus_03_dot_49_bar__plus_01_dot_43_bar__plus_02_dot_18 - receptacle
        loc_bar_1_bar__minus_1_bar_3_bar_30 - location
        loc_bar__minus_10_bar_9_bar_3_bar_0 - location
        loc_bar__minus_11_bar_11_bar_3_bar__minus_30 - location
        loc_bar__minus_11_bar_12_bar_0_bar_30 - location
        loc_bar__minus_11_bar_12_bar_3_bar_0 - location
        loc_bar__minus_11_bar_6_bar_3_bar_0 - location
        loc_bar__minus_11_bar_6_bar_3_bar_30 - location
        loc_bar__minus_2_bar_12_bar_0_bar_30 - location
        loc_bar__minus_2_bar_2_bar_3_bar_30 - location
        loc_bar__minus_7_bar_10_bar_0_bar_30 - location
        loc_bar__minus_8_bar_10_bar_0_bar_30 - location
        loc_bar__minus_8_bar_7_bar_3_bar_30 - location
        loc_bar__minus_9_bar_10_bar_0_bar_30 - location
        loc_bar__minus_9_bar_13_bar_3_bar_30 - location
        loc_bar__minus_9_bar_6_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_1_bar__minus_1_bar_3_bar_30)
        (receptacleType Cabinet_bar__minus_01_dot_42_bar__plus_00_dot_39_bar__plus_03_dot_46 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_42_bar__plus_00_dot_39_bar__plus_03_dot_46 loc_bar__minus_8_bar_10_bar_0_bar_30)
        (openable Cabinet_bar__minus_01_dot_42_bar__plus_00_dot_39_bar__plus_03_dot_46)
        (receptacleType Cabinet_bar__minus_02_dot_21_bar__plus_00_dot_39_bar__plus_03_dot_46 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_21_bar__plus_00_dot_39_bar__plus_03_dot_46 loc_bar__minus_7_bar_10_bar_0_bar_30)
        (openable Cabinet_bar__minus_02_dot_21_bar__plus_00_dot_39_bar__plus_03_dot_46)
        (receptacleType Cabinet_bar__minus_02_dot_96_bar__plus_00_dot_39_bar__plus_03_dot_46 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_96_bar__plus_00_dot_39_bar__plus_03_dot_46 loc_bar__minus_9_bar_10_bar_0_bar_30)
        (openable Cabinet_bar__minus_02_dot_96_bar__plus_00_dot_39_bar__plus_03_dot_46)
        (receptacleType Cabinet_bar__minus_02_dot_99_bar__plus_00_dot_39_bar__plus_01_dot_04 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_99_bar__plus_00_dot_39_bar__plus_01_dot_04 loc_bar__minus_8_bar_7_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_99_bar__plus_00_dot_39_bar__plus_01_dot_04)
        (receptacleType Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_02_dot_65 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_02_dot_65 loc_bar__minus_11_bar_11_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_03_dot_35_bar__plus_02_dot_21_bar__plus_02_dot_65)
        (receptacleType Cabinet_bar__minus_03_dot_37_bar__plus_01_dot_93_bar__plus_01_dot_06 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_37_bar__plus_01_dot_93_bar__plus_01_dot_06 loc_bar__minus_11_bar_6_bar_3_bar_0)
        (openable Cabinet_bar__minus_03_dot_37_bar__plus_01_dot_93_bar__plus_01_dot_06)
        (receptacleType Cabinet_bar__minus_03_dot_37_bar__plus_01_dot_93_bar__plus_02_dot_68 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_37_bar__plus_01_dot_93_bar__plus_02_dot_68 loc_bar__minus_11_bar_12_bar_3_bar_0)
        (openable Cabinet_bar__minus_03_dot_37_bar__plus_01_dot_93_bar__plus_02_dot_68)
        (receptacleType CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_01_dot_36 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_01_dot_36 loc_bar__minus_11_bar_6_bar_3_bar_30)
        (receptacleType CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_03_dot_34 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_03_dot_34 loc_bar__minus_11_bar_12_bar_0_bar_30)
        (receptacleType DiningTable_bar__minus_01_dot_35_bar__plus_00_dot_01_bar__plus_00_dot_33 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_35_bar__plus_00_dot_01_bar__plus_00_dot_33 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_01_dot_36 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_01_dot_36 loc_bar__minus_9_bar_6_bar_3_bar_30)
        (openable Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_01_dot_36)
        (receptacleType Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_02_dot_92 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_02_dot_92 loc_bar__minus_9_bar_13_bar_3_bar_30)
        (openable Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_02_dot_92)
        (receptacleType Fridge_bar__minus_00_dot_44_bar__plus_00_dot_01_bar__plus_04_dot_00 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_00_dot_44_bar__plus_00_dot_01_bar__plus_04_dot_00 loc_bar__minus_2_bar_12_bar_0_bar_30)
        (openable Fridge_bar__minus_00_dot_44_bar__plus_00_dot_01_bar__plus_04_dot_00)
        (receptacleType Microwave_bar__minus_03_dot_49_bar__plus_01_dot_43_bar__plus_02_dot_18 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_03_dot_49_bar__plus_01_dot_43_bar__plus_02_dot_18 loc_bar__minus_10_bar_9_bar_3_bar_0)
        (openable Microwave_bar__minus_03_dot_49_bar__plus_01_dot_43_bar__plus_02_dot_18)
        (canContain CabinetType CupType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType SpoonType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType AppleType)
        (canContain FridgeType CupType)
        (canContain FridgeType LettuceType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType CupType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType SpoonType)
        (objectType SoapBottle_bar__plus_00_dot_03_bar__plus_00_dot_06_bar__minus_01_dot_83 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_00_dot_03_bar__plus_00_dot_06_bar__minus_01_dot_83 Cabinet_bar__minus_02_dot_99_bar__plus_00_dot_39_bar__plus_01_dot_04)
        (objectAtLocation SoapBottle_bar__plus_00_dot_03_bar__plus_00_dot_06_bar__minus_01_dot_83 loc_bar__minus_8_bar_7_bar_3_bar_30)
        (pickupable SoapBottle_bar__plus_00_dot_03_bar__plus_00_dot_06_bar__minus_01_dot_83)
        (objectType SoapBottle_bar__minus_02_dot_04_bar__plus_00_dot_14_bar__minus_00_dot_49 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_04_bar__plus_00_dot_14_bar__minus_00_dot_49 Cabinet_bar__minus_02_dot_96_bar__plus_00_dot_39_bar__plus_03_dot_46)
        (objectAtLocation SoapBottle_bar__minus_02_dot_04_bar__plus_00_dot_14_bar__minus_00_dot_49 loc_bar__minus_9_bar_10_bar_0_bar_30)
        (pickupable SoapBottle_bar__minus_02_dot_04_bar__plus_00_dot_14_bar__minus_00_dot_49)
        (objectType SoapBottle_bar__minus_01_dot_57_bar__plus_01_dot_20_bar__plus_01_dot_53 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_57_bar__plus_01_dot_20_bar__plus_01_dot_53 CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_01_dot_36)
        (objectAtLocation SoapBottle_bar__minus_01_dot_57_bar__plus_01_dot_20_bar__plus_01_dot_53 loc_bar__minus_11_bar_6_bar_3_bar_30)
        (pickupable SoapBottle_bar__minus_01_dot_57_bar__plus_01_dot_20_bar__plus_01_dot_53)
        (objectType Apple_bar__plus_02_dot_92_bar__plus_00_dot_58_bar__plus_00_dot_43 AppleType)
        (inReceptacle Apple_bar__plus_02_dot_92_bar__plus_00_dot_58_bar__plus_00_dot_43 CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_01_dot_36)
        (objectAtLocation Apple_bar__plus_02_dot_92_bar__plus_00_dot_58_bar__plus_00_dot_43 loc_bar__minus_11_bar_6_bar_3_bar_30)
        (pickupable Apple_bar__plus_02_dot_92_bar__plus_00_dot_58_bar__plus_00_dot_43)
        (cleanable Apple_bar__plus_02_dot_92_bar__plus_00_dot_58_bar__plus_00_dot_43)
        (heatable Apple_bar__plus_02_dot_92_bar__plus_00_dot_58_bar__plus_00_dot_43)
        (coolable Apple_bar__plus_02_dot_92_bar__plus_00_dot_58_bar__plus_00_dot_43)
        (sliceable Apple_bar__plus_02_dot_92_bar__plus_00_dot_58_bar__plus_00_dot_43)
        (objectType Cup_bar__minus_02_dot_36_bar__plus_00_dot_89_bar__minus_01_dot_33 CupType)
        (inReceptacle Cup_bar__minus_02_dot_36_bar__plus_00_dot_89_bar__minus_01_dot_33 Cabinet_bar__minus_03_dot_37_bar__plus_01_dot_93_bar__plus_02_dot_68)
        (objectAtLocation Cup_bar__minus_02_dot_36_bar__plus_00_dot_89_bar__minus_01_dot_33 loc_bar__minus_11_bar_12_bar_3_bar_0)
        (pickupable Cup_bar__minus_02_dot_36_bar__plus_00_dot_89_bar__minus_01_dot_33)
        (cleanable Cup_bar__minus_02_dot_36_bar__plus_00_dot_89_bar__minus_01_dot_33)
        (heatable Cup_bar__minus_02_dot_36_bar__plus_00_dot_89_bar__minus_01_dot_33)
        (coolable Cup_bar__minus_02_dot_36_bar__plus_00_dot_89_bar__minus_01_dot_33)
        (isReceptacleObject Cup_bar__minus_02_dot_36_bar__plus_00_dot_89_bar__minus_01_dot_33)
        (objectType Knife_bar__minus_01_dot_31_bar__plus_00_dot_27_bar__plus_01_dot_41 KnifeType)
        (inReceptacle Knife_bar__minus_01_dot_31_bar__plus_00_dot_27_bar__plus_01_dot_41 CounterTop_bar__minus_03_dot_38_bar__plus_00_dot_95_bar__plus_01_dot_36)
        (objectAtLocation Knife_bar__minus_01_dot_31_bar__plus_00_dot_27_bar__plus_01_dot_41 loc_bar__minus_11_bar_6_bar_3_bar_30)
        (pickupable Knife_bar__minus_01_dot_31_bar__plus_00_dot_27_bar__plus_01_dot_41)
        (cleanable Knife_bar__minus_01_dot_31_bar__plus_00_dot_27_bar__plus_01_dot_41)
        (objectType Knife_bar__plus_02_dot_18_bar__plus_01_dot_25_bar__minus_00_dot_36 KnifeType)
        (inReceptacle Knife_bar__plus_02_dot_18_bar__plus_01_dot_25_bar__minus_00_dot_36 Drawer_bar__minus_03_dot_12_bar__plus_00_dot_78_bar__plus_02_dot_92)
        (objectAtLocation Knife_bar__plus_02_dot_18_bar__plus_01_dot_25_bar__minus_00_dot_36 loc_bar__minus_9_bar_13_bar_3_bar_30)
        (pickupable Knife_bar__plus_02_dot_18_bar__plus_01_dot_25_bar__minus_00_dot_36)
        (cleanable Knife_bar__plus_02_dot_18_bar__plus_01_dot_25_bar__minus_00_dot_36)
        (objectType Lettuce_bar__minus_02_dot_84_bar__plus_00_dot_17_bar__plus_02_dot_88 LettuceType)
        (inReceptacle Lettuce_bar__minus_02_dot_84_bar__plus_00_dot_17_bar__plus_02_dot_88 DiningTable_bar__minus_01_dot_35_bar__plus_00_dot_01_bar__plus_00_dot_33)
        (objectAtLocation Lettuce_bar__minus_02_dot_84_bar__plus_00_dot_17_bar__plus_02_dot_88 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (pickupable Lettuce_bar__minus_02_dot_84_bar__plus_00_dot_17_bar__plus_02_dot_88)
        (cleanable Lettuce_bar__minus_02_dot_84_bar__plus_00_dot_17_bar__plus_02_dot_88)
        (coolable Lettuce_bar__minus_02_dot_84_bar__plus_00_dot_17_bar__plus_02_dot_88)
        (sliceable Lettuce_bar__minus_02_dot_84_bar__plus_00_dot_17_bar__plus_02_dot_88)
        (objectType Spoon_bar__plus_00_dot_49_bar__plus_01_dot_26_bar__plus_01_dot_74 SpoonType)
        (inReceptacle Spoon_bar__plus_00_dot_49_bar__plus_01_dot_26_bar__plus_01_dot_74 DiningTable_bar__minus_01_dot_35_bar__plus_00_dot_01_bar__plus_00_dot_33)
        (objectAtLocation Spoon_bar__plus_00_dot_49_bar__plus_01_dot_26_bar__plus_01_dot_74 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (pickupable Spoon_bar__plus_00_dot_49_bar__plus_01_dot_26_bar__plus_01_dot_74)
        (cleanable Spoon_bar__plus_00_dot_49_bar__plus_01_dot_26_bar__plus_01_dot_74)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 SoapBottleType)
                                    (receptacleType ?r DrawerType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 SoapBottleType)
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
