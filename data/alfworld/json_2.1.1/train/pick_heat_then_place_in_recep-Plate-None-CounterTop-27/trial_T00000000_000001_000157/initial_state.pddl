(define (problem plan_trial_T00000000_000001_000157)
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
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        PlateType - otype
        SaltShakerType - otype
        SoapBottleType - otype
        SpatulaType - otype
        Plate_bar__minus_00_dot_24_bar__plus_00_dot_15_bar__plus_01_dot_40 - object
        Plate_bar__minus_01_dot_62_bar__plus_00_dot_34_bar__plus_02_dot_83 - object
        Plate_bar__plus_01_dot_19_bar__plus_01_dot_08_bar__minus_00_dot_91 - object
        Egg_bar__minus_00_dot_55_bar__plus_00_dot_64_bar__minus_00_dot_42 - object
        Knife_bar__plus_00_dot_94_bar__plus_01_dot_43_bar__plus_02_dot_82 - object
        Knife_bar__plus_02_dot_23_bar__plus_00_dot_37_bar__plus_01_dot_41 - object
        SaltShaker_bar__plus_02_dot_38_bar__plus_00_dot_64_bar__minus_01_dot_57 - object
        SoapBottle_bar__minus_00_dot_69_bar__plus_00_dot_99_bar__plus_00_dot_83 - object
        SoapBottle_bar__plus_02_dot_14_bar__plus_00_dot_76_bar__minus_01_dot_08 - object
        Spatula_bar__minus_00_dot_69_bar__plus_01_dot_03_bar__minus_01_dot_44 - object
        Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77 - receptacle
        CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58 - receptacle
        DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 - receptacle
        Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06 - receptacle
        Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06 - receptacle
        Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08 - receptacle
        loc_bar_12_bar__minus_1_bar_0_bar_30 - location
        loc_bar_2_bar_3_bar_3_bar_30 - location
        loc_bar_2_bar_8_bar_3_bar_30 - location
        loc_bar_3_bar_5_bar_1_bar_0 - location
        loc_bar_3_bar_8_bar_3_bar_30 - location
        loc_bar_4_bar_6_bar_0_bar_30 - location
        loc_bar_4_bar_8_bar_1_bar_30 - location
        loc_bar_5_bar_1_bar_1_bar_0 - location
        loc_bar_5_bar_2_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_12_bar__minus_1_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36 loc_bar_4_bar_6_bar_0_bar_30)
        (openable Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28 loc_bar_5_bar_1_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77 loc_bar_3_bar_5_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77)
        (receptacleType CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58 loc_bar_5_bar_2_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 loc_bar_2_bar_3_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06 loc_bar_4_bar_8_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_91_bar__plus_00_dot_77_bar__plus_02_dot_06)
        (receptacleType Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06 loc_bar_3_bar_8_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06)
        (receptacleType Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08 loc_bar_2_bar_8_bar_3_bar_30)
        (openable Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (canContain CabinetType PlateType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SpatulaType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SoapBottleType)
        (canContain DiningTableType SpatulaType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType EggType)
        (canContain FridgeType PlateType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SpatulaType)
        (objectType Plate_bar__minus_00_dot_24_bar__plus_00_dot_15_bar__plus_01_dot_40 PlateType)
        (inReceptacle Plate_bar__minus_00_dot_24_bar__plus_00_dot_15_bar__plus_01_dot_40 Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (objectAtLocation Plate_bar__minus_00_dot_24_bar__plus_00_dot_15_bar__plus_01_dot_40 loc_bar_2_bar_8_bar_3_bar_30)
        (pickupable Plate_bar__minus_00_dot_24_bar__plus_00_dot_15_bar__plus_01_dot_40)
        (cleanable Plate_bar__minus_00_dot_24_bar__plus_00_dot_15_bar__plus_01_dot_40)
        (heatable Plate_bar__minus_00_dot_24_bar__plus_00_dot_15_bar__plus_01_dot_40)
        (coolable Plate_bar__minus_00_dot_24_bar__plus_00_dot_15_bar__plus_01_dot_40)
        (isReceptacleObject Plate_bar__minus_00_dot_24_bar__plus_00_dot_15_bar__plus_01_dot_40)
        (objectType Plate_bar__minus_01_dot_62_bar__plus_00_dot_34_bar__plus_02_dot_83 PlateType)
        (inReceptacle Plate_bar__minus_01_dot_62_bar__plus_00_dot_34_bar__plus_02_dot_83 Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (objectAtLocation Plate_bar__minus_01_dot_62_bar__plus_00_dot_34_bar__plus_02_dot_83 loc_bar_2_bar_8_bar_3_bar_30)
        (pickupable Plate_bar__minus_01_dot_62_bar__plus_00_dot_34_bar__plus_02_dot_83)
        (cleanable Plate_bar__minus_01_dot_62_bar__plus_00_dot_34_bar__plus_02_dot_83)
        (heatable Plate_bar__minus_01_dot_62_bar__plus_00_dot_34_bar__plus_02_dot_83)
        (coolable Plate_bar__minus_01_dot_62_bar__plus_00_dot_34_bar__plus_02_dot_83)
        (isReceptacleObject Plate_bar__minus_01_dot_62_bar__plus_00_dot_34_bar__plus_02_dot_83)
        (objectType Plate_bar__plus_01_dot_19_bar__plus_01_dot_08_bar__minus_00_dot_91 PlateType)
        (inReceptacle Plate_bar__plus_01_dot_19_bar__plus_01_dot_08_bar__minus_00_dot_91 Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_28)
        (objectAtLocation Plate_bar__plus_01_dot_19_bar__plus_01_dot_08_bar__minus_00_dot_91 loc_bar_5_bar_1_bar_1_bar_0)
        (pickupable Plate_bar__plus_01_dot_19_bar__plus_01_dot_08_bar__minus_00_dot_91)
        (cleanable Plate_bar__plus_01_dot_19_bar__plus_01_dot_08_bar__minus_00_dot_91)
        (heatable Plate_bar__plus_01_dot_19_bar__plus_01_dot_08_bar__minus_00_dot_91)
        (coolable Plate_bar__plus_01_dot_19_bar__plus_01_dot_08_bar__minus_00_dot_91)
        (isReceptacleObject Plate_bar__plus_01_dot_19_bar__plus_01_dot_08_bar__minus_00_dot_91)
        (objectType Egg_bar__minus_00_dot_55_bar__plus_00_dot_64_bar__minus_00_dot_42 EggType)
        (inReceptacle Egg_bar__minus_00_dot_55_bar__plus_00_dot_64_bar__minus_00_dot_42 Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (objectAtLocation Egg_bar__minus_00_dot_55_bar__plus_00_dot_64_bar__minus_00_dot_42 loc_bar_2_bar_8_bar_3_bar_30)
        (pickupable Egg_bar__minus_00_dot_55_bar__plus_00_dot_64_bar__minus_00_dot_42)
        (cleanable Egg_bar__minus_00_dot_55_bar__plus_00_dot_64_bar__minus_00_dot_42)
        (heatable Egg_bar__minus_00_dot_55_bar__plus_00_dot_64_bar__minus_00_dot_42)
        (coolable Egg_bar__minus_00_dot_55_bar__plus_00_dot_64_bar__minus_00_dot_42)
        (sliceable Egg_bar__minus_00_dot_55_bar__plus_00_dot_64_bar__minus_00_dot_42)
        (objectType Knife_bar__plus_00_dot_94_bar__plus_01_dot_43_bar__plus_02_dot_82 KnifeType)
        (inReceptacle Knife_bar__plus_00_dot_94_bar__plus_01_dot_43_bar__plus_02_dot_82 Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06)
        (objectAtLocation Knife_bar__plus_00_dot_94_bar__plus_01_dot_43_bar__plus_02_dot_82 loc_bar_3_bar_8_bar_3_bar_30)
        (pickupable Knife_bar__plus_00_dot_94_bar__plus_01_dot_43_bar__plus_02_dot_82)
        (cleanable Knife_bar__plus_00_dot_94_bar__plus_01_dot_43_bar__plus_02_dot_82)
        (objectType Knife_bar__plus_02_dot_23_bar__plus_00_dot_37_bar__plus_01_dot_41 KnifeType)
        (inReceptacle Knife_bar__plus_02_dot_23_bar__plus_00_dot_37_bar__plus_01_dot_41 CounterTop_bar__plus_02_dot_06_bar__plus_00_dot_97_bar__plus_00_dot_58)
        (objectAtLocation Knife_bar__plus_02_dot_23_bar__plus_00_dot_37_bar__plus_01_dot_41 loc_bar_5_bar_2_bar_1_bar_30)
        (pickupable Knife_bar__plus_02_dot_23_bar__plus_00_dot_37_bar__plus_01_dot_41)
        (cleanable Knife_bar__plus_02_dot_23_bar__plus_00_dot_37_bar__plus_01_dot_41)
        (objectType SaltShaker_bar__plus_02_dot_38_bar__plus_00_dot_64_bar__minus_01_dot_57 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_02_dot_38_bar__plus_00_dot_64_bar__minus_01_dot_57 Cabinet_bar__plus_00_dot_35_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (objectAtLocation SaltShaker_bar__plus_02_dot_38_bar__plus_00_dot_64_bar__minus_01_dot_57 loc_bar_4_bar_6_bar_0_bar_30)
        (pickupable SaltShaker_bar__plus_02_dot_38_bar__plus_00_dot_64_bar__minus_01_dot_57)
        (objectType SoapBottle_bar__minus_00_dot_69_bar__plus_00_dot_99_bar__plus_00_dot_83 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_69_bar__plus_00_dot_99_bar__plus_00_dot_83 Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77)
        (objectAtLocation SoapBottle_bar__minus_00_dot_69_bar__plus_00_dot_99_bar__plus_00_dot_83 loc_bar_3_bar_5_bar_1_bar_0)
        (pickupable SoapBottle_bar__minus_00_dot_69_bar__plus_00_dot_99_bar__plus_00_dot_83)
        (objectType SoapBottle_bar__plus_02_dot_14_bar__plus_00_dot_76_bar__minus_01_dot_08 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_02_dot_14_bar__plus_00_dot_76_bar__minus_01_dot_08 Cabinet_bar__plus_02_dot_04_bar__plus_02_dot_11_bar__plus_01_dot_77)
        (objectAtLocation SoapBottle_bar__plus_02_dot_14_bar__plus_00_dot_76_bar__minus_01_dot_08 loc_bar_3_bar_5_bar_1_bar_0)
        (pickupable SoapBottle_bar__plus_02_dot_14_bar__plus_00_dot_76_bar__minus_01_dot_08)
        (objectType Spatula_bar__minus_00_dot_69_bar__plus_01_dot_03_bar__minus_01_dot_44 SpatulaType)
        (inReceptacle Spatula_bar__minus_00_dot_69_bar__plus_01_dot_03_bar__minus_01_dot_44 Drawer_bar__minus_00_dot_02_bar__plus_00_dot_77_bar__plus_02_dot_06)
        (objectAtLocation Spatula_bar__minus_00_dot_69_bar__plus_01_dot_03_bar__minus_01_dot_44 loc_bar_3_bar_8_bar_3_bar_30)
        (pickupable Spatula_bar__minus_00_dot_69_bar__plus_01_dot_03_bar__minus_01_dot_44)
        (cleanable Spatula_bar__minus_00_dot_69_bar__plus_01_dot_03_bar__minus_01_dot_44)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PlateType)
                            (receptacleType ?r CounterTopType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
