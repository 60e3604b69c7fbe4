(define (problem plan_trial_T00000000_000001_000151)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        ButterKnifeType - otype
        CupType - otype
        EggType - otype
        KettleType - otype
        KnifeType - otype
        PotatoType - otype
        SoapBottleType - otype
        Egg_bar__plus_02_dot_83_bar__plus_00_dot_54_bar__plus_02_dot_63 - object
        Egg_bar__plus_02_dot_42_bar__plus_00_dot_56_bar__plus_02_dot_47 - object
        Egg_bar__minus_02_dot_92_bar__plus_01_dot_20_bar__minus_02_dot_38 - object
        Apple_bar__minus_02_dot_12_bar__plus_00_dot_33_bar__minus_01_dot_20 - object
        Apple_bar__minus_00_dot_59_bar__plus_00_dot_04_bar__minus_00_dot_60 - object
        Cup_bar__plus_01_dot_08_bar__plus_01_dot_15_bar__minus_01_dot_49 - object
        Cup_bar__plus_00_dot_09_bar__plus_01_dot_10_bar__minus_00_dot_53 - object
        Kettle_bar__minus_02_dot_06_bar__plus_00_dot_20_bar__plus_02_dot_77 - object
        Kettle_bar__minus_01_dot_68_bar__plus_00_dot_77_bar__plus_01_dot_24 - object
        Potato_bar__plus_01_dot_48_bar__plus_01_dot_41_bar__plus_00_dot_85 - object
        SoapBottle_bar__plus_02_dot_70_bar__plus_01_dot_03_bar__minus_01_dot_74 - object
        SoapBottle_bar__plus_02_dot_00_bar__plus_00_dot_10_bar__minus_02_dot_70 - object
        Cabinet_bar__plus_00_dot_06_bar__plus_00_dot_40_bar__minus_01_dot_35 - receptacle
        Cabinet_bar__plus_00_dot_10_bar__plus_00_dot_40_bar__minus_01_dot_35 - receptacle
        Cabinet_bar__plus_00_dot_73_bar__plus_00_dot_40_bar__plus_00_dot_15 - receptacle
        Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__plus_00_dot_15 - receptacle
        Cabinet_bar__plus_01_dot_97_bar__plus_01_dot_69_bar__minus_01_dot_65 - receptacle
        Cabinet_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__plus_00_dot_15 - receptacle
        Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_35 - receptacle
        CounterTop_bar__plus_01_dot_78_bar__plus_00_dot_95_bar__plus_00_dot_46 - receptacle
        CounterTop_bar__minus_00_dot_68_bar__plus_00_dot_95_bar__minus_01_dot_65 - receptacle
        Drawer_bar__plus_00_dot_50_bar__plus_00_dot_79_bar__plus_00_dot_30 - receptacle
        Drawer_bar__minus_00_dot_15_bar__plus_00_dot_79_bar__minus_01_dot_50 - receptacle
        Fridge_bar__minus_02_dot_14_bar__plus_00_dot_00_bar__minus_01_dot_69 - receptacle
        Microwave_bar__minus_01_dot_04_bar__plus_00_dot_90_bar__minus_01_dot_72 - receptacle
        Sink_bar__plus_00_dot_71_bar__plus_00_dot_82_bar__minus_01_dot_77_bar_SinkBasin - receptacle
        loc_bar_1_bar__minus_2_bar_0_bar_30 - location
        loc_bar_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar_1_bar__minus_4_bar_2_bar_30 - location
        loc_bar_2_bar__minus_4_bar_3_bar_30 - location
        loc_bar_3_bar__minus_2_bar_2_bar_30 - location
        loc_bar_3_bar__minus_8_bar_1_bar_30 - location
        loc_bar_4_bar__minus_3_bar_0_bar_30 - location
        loc_bar_6_bar__minus_1_bar_0_bar_30 - location
        loc_bar_6_bar__minus_4_bar_0_bar_30 - location
        loc_bar_6_bar__minus_4_bar_2_bar_0 - location
        loc_bar_6_bar__minus_4_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_3_bar_0_bar_30 - location
        loc_bar__minus_4_bar__minus_4_bar_2_bar_30 - location
        loc_bar__minus_6_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_9_bar__minus_3_bar_2_bar_0 - location
        )
(:init
        (atLocation agent1 loc_bar_3_bar__minus_8_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_06_bar__plus_00_dot_40_bar__minus_01_dot_35 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_06_bar__plus_00_dot_40_bar__minus_01_dot_35 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_06_bar__plus_00_dot_40_bar__minus_01_dot_35)
        (receptacleType Cabinet_bar__plus_00_dot_10_bar__plus_00_dot_40_bar__minus_01_dot_35 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_10_bar__plus_00_dot_40_bar__minus_01_dot_35 loc_bar_3_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_10_bar__plus_00_dot_40_bar__minus_01_dot_35)
        (receptacleType Cabinet_bar__plus_00_dot_73_bar__plus_00_dot_40_bar__plus_00_dot_15 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_73_bar__plus_00_dot_40_bar__plus_00_dot_15 loc_bar_4_bar__minus_3_bar_0_bar_30)
        (openable Cabinet_bar__plus_00_dot_73_bar__plus_00_dot_40_bar__plus_00_dot_15)
        (receptacleType Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__plus_00_dot_15 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__plus_00_dot_15 loc_bar_6_bar__minus_4_bar_0_bar_30)
        (openable Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__plus_00_dot_15)
        (receptacleType Cabinet_bar__plus_01_dot_97_bar__plus_01_dot_69_bar__minus_01_dot_65 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_97_bar__plus_01_dot_69_bar__minus_01_dot_65 loc_bar_6_bar__minus_4_bar_2_bar_0)
        (openable Cabinet_bar__plus_01_dot_97_bar__plus_01_dot_69_bar__minus_01_dot_65)
        (receptacleType Cabinet_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__plus_00_dot_15 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__plus_00_dot_15 loc_bar__minus_2_bar__minus_3_bar_0_bar_30)
        (openable Cabinet_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__plus_00_dot_15)
        (receptacleType Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_35 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_35 loc_bar__minus_6_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_35)
        (receptacleType CounterTop_bar__plus_01_dot_78_bar__plus_00_dot_95_bar__plus_00_dot_46 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_78_bar__plus_00_dot_95_bar__plus_00_dot_46 loc_bar_6_bar__minus_1_bar_0_bar_30)
        (receptacleType CounterTop_bar__minus_00_dot_68_bar__plus_00_dot_95_bar__minus_01_dot_65 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_68_bar__plus_00_dot_95_bar__minus_01_dot_65 loc_bar_6_bar__minus_4_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_50_bar__plus_00_dot_79_bar__plus_00_dot_30 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_50_bar__plus_00_dot_79_bar__plus_00_dot_30 loc_bar_1_bar__minus_2_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_50_bar__plus_00_dot_79_bar__plus_00_dot_30)
        (receptacleType Drawer_bar__minus_00_dot_15_bar__plus_00_dot_79_bar__minus_01_dot_50 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_15_bar__plus_00_dot_79_bar__minus_01_dot_50 loc_bar_2_bar__minus_4_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_15_bar__plus_00_dot_79_bar__minus_01_dot_50)
        (receptacleType Fridge_bar__minus_02_dot_14_bar__plus_00_dot_00_bar__minus_01_dot_69 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_14_bar__plus_00_dot_00_bar__minus_01_dot_69 loc_bar__minus_9_bar__minus_3_bar_2_bar_0)
        (openable Fridge_bar__minus_02_dot_14_bar__plus_00_dot_00_bar__minus_01_dot_69)
        (receptacleType Microwave_bar__minus_01_dot_04_bar__plus_00_dot_90_bar__minus_01_dot_72 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_04_bar__plus_00_dot_90_bar__minus_01_dot_72 loc_bar__minus_4_bar__minus_4_bar_2_bar_30)
        (openable Microwave_bar__minus_01_dot_04_bar__plus_00_dot_90_bar__minus_01_dot_72)
        (receptacleType Sink_bar__plus_00_dot_71_bar__plus_00_dot_82_bar__minus_01_dot_77_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_71_bar__plus_00_dot_82_bar__minus_01_dot_77_bar_SinkBasin loc_bar_1_bar__minus_4_bar_2_bar_30)
        (canContain CabinetType CupType)
        (canContain CabinetType KettleType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SoapBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBottleType)
        (canContain FridgeType AppleType)
        (canContain FridgeType CupType)
        (canContain FridgeType EggType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PotatoType)
        (objectType Egg_bar__plus_02_dot_83_bar__plus_00_dot_54_bar__plus_02_dot_63 EggType)
        (inReceptacle Egg_bar__plus_02_dot_83_bar__plus_00_dot_54_bar__plus_02_dot_63 CounterTop_bar__minus_00_dot_68_bar__plus_00_dot_95_bar__minus_01_dot_65)
        (objectAtLocation Egg_bar__plus_02_dot_83_bar__plus_00_dot_54_bar__plus_02_dot_63 loc_bar_6_bar__minus_4_bar_2_bar_30)
        (pickupable Egg_bar__plus_02_dot_83_bar__plus_00_dot_54_bar__plus_02_dot_63)
        (cleanable Egg_bar__plus_02_dot_83_bar__plus_00_dot_54_bar__plus_02_dot_63)
        (heatable Egg_bar__plus_02_dot_83_bar__plus_00_dot_54_bar__plus_02_dot_63)
        (coolable Egg_bar__plus_02_dot_83_bar__plus_00_dot_54_bar__plus_02_dot_63)
        (sliceable Egg_bar__plus_02_dot_83_bar__plus_00_dot_54_bar__plus_02_dot_63)
        (objectType Egg_bar__plus_02_dot_42_bar__plus_00_dot_56_bar__plus_02_dot_47 EggType)
        (inReceptacle Egg_bar__plus_02_dot_42_bar__plus_00_dot_56_bar__plus_02_dot_47 CounterTop_bar__minus_00_dot_68_bar__plus_00_dot_95_bar__minus_01_dot_65)
        (objectAtLocation Egg_bar__plus_02_dot_42_bar__plus_00_dot_56_bar__plus_02_dot_47 loc_bar_6_bar__minus_4_bar_2_bar_30)
        (pickupable Egg_bar__plus_02_dot_42_bar__plus_00_dot_56_bar__plus_02_dot_47)
        (cleanable Egg_bar__plus_02_dot_42_bar__plus_00_dot_56_bar__plus_02_dot_47)
        (heatable Egg_bar__plus_02_dot_42_bar__plus_00_dot_56_bar__plus_02_dot_47)
        (coolable Egg_bar__plus_02_dot_42_bar__plus_00_dot_56_bar__plus_02_dot_47)
        (sliceable Egg_bar__plus_02_dot_42_bar__plus_00_dot_56_bar__plus_02_dot_47)
        (objectType Egg_bar__minus_02_dot_92_bar__plus_01_dot_20_bar__minus_02_dot_38 EggType)
        (inReceptacle Egg_bar__minus_02_dot_92_bar__plus_01_dot_20_bar__minus_02_dot_38 CounterTop_bar__minus_00_dot_68_bar__plus_00_dot_95_bar__minus_01_dot_65)
        (objectAtLocation Egg_bar__minus_02_dot_92_bar__plus_01_dot_20_bar__minus_02_dot_38 loc_bar_6_bar__minus_4_bar_2_bar_30)
        (pickupable Egg_bar__minus_02_dot_92_bar__plus_01_dot_20_bar__minus_02_dot_38)
        (cleanable Egg_bar__minus_02_dot_92_bar__plus_01_dot_20_bar__minus_02_dot_38)
        (heatable Egg_bar__minus_02_dot_92_bar__plus_01_dot_20_bar__minus_02_dot_38)
        (coolable Egg_bar__minus_02_dot_92_bar__plus_01_dot_20_bar__minus_02_dot_38)
        (sliceable Egg_bar__minus_02_dot_92_bar__plus_01_dot_20_bar__minus_02_dot_38)
        (objectType Apple_bar__minus_02_dot_12_bar__plus_00_dot_33_bar__minus_01_dot_20 AppleType)
        (inReceptacle Apple_bar__minus_02_dot_12_bar__plus_00_dot_33_bar__minus_01_dot_20 Sink_bar__plus_00_dot_71_bar__plus_00_dot_82_bar__minus_01_dot_77_bar_SinkBasin)
        (objectAtLocation Apple_bar__minus_02_dot_12_bar__plus_00_dot_33_bar__minus_01_dot_20 loc_bar_1_bar__minus_4_bar_2_bar_30)
        (pickupable Apple_bar__minus_02_dot_12_bar__plus_00_dot_33_bar__minus_01_dot_20)
        (cleanable Apple_bar__minus_02_dot_12_bar__plus_00_dot_33_bar__minus_01_dot_20)
        (heatable Apple_bar__minus_02_dot_12_bar__plus_00_dot_33_bar__minus_01_dot_20)
        (coolable Apple_bar__minus_02_dot_12_bar__plus_00_dot_33_bar__minus_01_dot_20)
        (sliceable Apple_bar__minus_02_dot_12_bar__plus_00_dot_33_bar__minus_01_dot_20)
        (objectType Apple_bar__minus_00_dot_59_bar__plus_00_dot_04_bar__minus_00_dot_60 AppleType)
        (inReceptacle Apple_bar__minus_00_dot_59_bar__plus_00_dot_04_bar__minus_00_dot_60 Fridge_bar__minus_02_dot_14_bar__plus_00_dot_00_bar__minus_01_dot_69)
        (objectAtLocation Apple_bar__minus_00_dot_59_bar__plus_00_dot_04_bar__minus_00_dot_60 loc_bar__minus_9_bar__minus_3_bar_2_bar_0)
        (pickupable Apple_bar__minus_00_dot_59_bar__plus_00_dot_04_bar__minus_00_dot_60)
        (cleanable Apple_bar__minus_00_dot_59_bar__plus_00_dot_04_bar__minus_00_dot_60)
        (heatable Apple_bar__minus_00_dot_59_bar__plus_00_dot_04_bar__minus_00_dot_60)
        (coolable Apple_bar__minus_00_dot_59_bar__plus_00_dot_04_bar__minus_00_dot_60)
        (sliceable Apple_bar__minus_00_dot_59_bar__plus_00_dot_04_bar__minus_00_dot_60)
        (objectType Cup_bar__plus_01_dot_08_bar__plus_01_dot_15_bar__minus_01_dot_49 CupType)
        (inReceptacle Cup_bar__plus_01_dot_08_bar__plus_01_dot_15_bar__minus_01_dot_49 Cabinet_bar__plus_00_dot_73_bar__plus_00_dot_40_bar__plus_00_dot_15)
        (objectAtLocation Cup_bar__plus_01_dot_08_bar__plus_01_dot_15_bar__minus_01_dot_49 loc_bar_4_bar__minus_3_bar_0_bar_30)
        (pickupable Cup_bar__plus_01_dot_08_bar__plus_01_dot_15_bar__minus_01_dot_49)
        (cleanable Cup_bar__plus_01_dot_08_bar__plus_01_dot_15_bar__minus_01_dot_49)
        (heatable Cup_bar__plus_01_dot_08_bar__plus_01_dot_15_bar__minus_01_dot_49)
        (coolable Cup_bar__plus_01_dot_08_bar__plus_01_dot_15_bar__minus_01_dot_49)
        (isReceptacleObject Cup_bar__plus_01_dot_08_bar__plus_01_dot_15_bar__minus_01_dot_49)
        (objectType Cup_bar__plus_00_dot_09_bar__plus_01_dot_10_bar__minus_00_dot_53 CupType)
        (inReceptacle Cup_bar__plus_00_dot_09_bar__plus_01_dot_10_bar__minus_00_dot_53 Cabinet_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__plus_00_dot_15)
        (objectAtLocation Cup_bar__plus_00_dot_09_bar__plus_01_dot_10_bar__minus_00_dot_53 loc_bar__minus_2_bar__minus_3_bar_0_bar_30)
        (pickupable Cup_bar__plus_00_dot_09_bar__plus_01_dot_10_bar__minus_00_dot_53)
        (cleanable Cup_bar__plus_00_dot_09_bar__plus_01_dot_10_bar__minus_00_dot_53)
        (heatable Cup_bar__plus_00_dot_09_bar__plus_01_dot_10_bar__minus_00_dot_53)
        (coolable Cup_bar__plus_00_dot_09_bar__plus_01_dot_10_bar__minus_00_dot_53)
        (isReceptacleObject Cup_bar__plus_00_dot_09_bar__plus_01_dot_10_bar__minus_00_dot_53)
        (objectType Kettle_bar__minus_02_dot_06_bar__plus_00_dot_20_bar__plus_02_dot_77 KettleType)
        (inReceptacle Kettle_bar__minus_02_dot_06_bar__plus_00_dot_20_bar__plus_02_dot_77 CounterTop_bar__plus_01_dot_78_bar__plus_00_dot_95_bar__plus_00_dot_46)
        (objectAtLocation Kettle_bar__minus_02_dot_06_bar__plus_00_dot_20_bar__plus_02_dot_77 loc_bar_6_bar__minus_1_bar_0_bar_30)
        (pickupable Kettle_bar__minus_02_dot_06_bar__plus_00_dot_20_bar__plus_02_dot_77)
        (cleanable Kettle_bar__minus_02_dot_06_bar__plus_00_dot_20_bar__plus_02_dot_77)
        (objectType Kettle_bar__minus_01_dot_68_bar__plus_00_dot_77_bar__plus_01_dot_24 KettleType)
        (inReceptacle Kettle_bar__minus_01_dot_68_bar__plus_00_dot_77_bar__plus_01_dot_24 Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_40_bar__minus_01_dot_35)
        (objectAtLocation Kettle_bar__minus_01_dot_68_bar__plus_00_dot_77_bar__plus_01_dot_24 loc_bar__minus_6_bar__minus_2_bar_2_bar_30)
        (pickupable Kettle_bar__minus_01_dot_68_bar__plus_00_dot_77_bar__plus_01_dot_24)
        (cleanable Kettle_bar__minus_01_dot_68_bar__plus_00_dot_77_bar__plus_01_dot_24)
        (objectType Potato_bar__plus_01_dot_48_bar__plus_01_dot_41_bar__plus_00_dot_85 PotatoType)
        (inReceptacle Potato_bar__plus_01_dot_48_bar__plus_01_dot_41_bar__plus_00_dot_85 Microwave_bar__minus_01_dot_04_bar__plus_00_dot_90_bar__minus_01_dot_72)
        (objectAtLocation Potato_bar__plus_01_dot_48_bar__plus_01_dot_41_bar__plus_00_dot_85 loc_bar__minus_4_bar__minus_4_bar_2_bar_30)
        (pickupable Potato_bar__plus_01_dot_48_bar__plus_01_dot_41_bar__plus_00_dot_85)
        (cleanable Potato_bar__plus_01_dot_48_bar__plus_01_dot_41_bar__plus_00_dot_85)
        (heatable Potato_bar__plus_01_dot_48_bar__plus_01_dot_41_bar__plus_00_dot_85)
        (coolable Potato_bar__plus_01_dot_48_bar__plus_01_dot_41_bar__plus_00_dot_85)
        (sliceable Potato_bar__plus_01_dot_48_bar__plus_01_dot_41_bar__plus_00_dot_85)
        (objectType SoapBottle_bar__plus_02_dot_70_bar__plus_01_dot_03_bar__minus_01_dot_74 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_02_dot_70_bar__plus_01_dot_03_bar__minus_01_dot_74 Drawer_bar__plus_00_dot_50_bar__plus_00_dot_79_bar__plus_00_dot_30)
        (objectAtLocation SoapBottle_bar__plus_02_dot_70_bar__plus_01_dot_03_bar__minus_01_dot_74 loc_bar_1_bar__minus_2_bar_0_bar_30)
        (pickupable SoapBottle_bar__plus_02_dot_70_bar__plus_01_dot_03_bar__minus_01_dot_74)
        (objectType SoapBottle_bar__plus_02_dot_00_bar__plus_00_dot_10_bar__minus_02_dot_70 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_02_dot_00_bar__plus_00_dot_10_bar__minus_02_dot_70 Cabinet_bar__plus_00_dot_10_bar__plus_00_dot_40_bar__minus_01_dot_35)
        (objectAtLocation SoapBottle_bar__plus_02_dot_00_bar__plus_00_dot_10_bar__minus_02_dot_70 loc_bar_3_bar__minus_2_bar_2_bar_30)
        (pickupable SoapBottle_bar__plus_02_dot_00_bar__plus_00_dot_10_bar__minus_02_dot_70)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r FridgeType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
